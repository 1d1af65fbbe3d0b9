// One sample post in the artist's voice: a line about their latest release built around the
// card's lexicon, with emoji density, casing rules and platform habits applied.
import type { VoiceCard } from '@/api/types';
import type { ArtistRow, Database } from '../../db/schema';
import { hashtag } from '../../promotion/copy/writer';

type PreviewPlatform = 'instagram' | 'tiktok' | 'facebook';

const EMOJI_COUNT: Record<VoiceCard['emoji_style'], number> = {
  none: 0,
  light: 1,
  medium: 2,
  heavy: 4,
};
const EMOJIS = ['✨', '🎶', '🌙', '🔥', '💫', '🖤'];

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function latestRelease(database: Database, artistId: number): string {
  const albums = database.albums
    .filter((a) => a.artist_id === artistId)
    .sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''));
  if (albums.length) return albums[0].title;
  const songs = database.songs.filter((s) => s.artist_id === artistId);
  return songs.length ? songs[songs.length - 1].title : 'the new single';
}

function applyCasing(text: string, rules: string, keep: string[]): string {
  const rule = rules.toLowerCase();
  if (rule.includes('lowercase')) {
    let out = text.toLowerCase();
    // "except artist and release names": put the protected names back.
    for (const name of keep) out = out.split(name.toLowerCase()).join(name);
    return out;
  }
  if (rule.includes('all caps') && !rule.includes('no all caps')) return text.toUpperCase();
  return text;
}

export function previewPost(
  database: Database,
  artist: ArtistRow,
  card: VoiceCard,
  platform: PreviewPlatform,
): string {
  const release = latestRelease(database, artist.id);
  const words = lines(card.lexicon);
  const hook = words[0] ?? (card.poetic >= 6 ? 'the night feels brighter' : 'something new');
  const second = words[1] ? ` ${words[1]},` : '';
  const opener =
    platform === 'tiktok'
      ? `pov: ${hook} and ${release} is on repeat`
      : card.mysterious >= 6
        ? `Something is coming… ${hook}.`
        : `${hook.charAt(0).toUpperCase()}${hook.slice(1)}.`;
  const body =
    platform === 'facebook'
      ? `${release} by ${artist.stageName} is out now:${second} written late at night, made for you. Give it a listen and tell us your favourite line.`
      : `${release} —${second} out now.`;
  const humble =
    card.humble >= 7
      ? platform === 'facebook'
        ? ' Thank you for listening.'
        : ' thank you 🙏'
      : '';
  const emojis = EMOJIS.slice(0, EMOJI_COUNT[card.emoji_style]).join('');
  const tags =
    platform === 'instagram'
      ? `\n\n${[hashtag(artist.stageName), hashtag(release), '#NewMusic'].join(' ')}`
      : platform === 'tiktok'
        ? ` ${hashtag(artist.stageName)} #fyp`
        : '';
  const text = `${opener}\n${body}${humble}${emojis ? ` ${emojis}` : ''}${tags}`;
  return applyCasing(text, card.casing_rules, [artist.stageName, release]);
}
