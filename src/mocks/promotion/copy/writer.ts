// The demo's stand-in for the AI service: a caption in the post's language, visual descriptions
// and the artist's TODO list, built from phrase banks and the campaign's artist and album.
import type { ContentLanguage, GenerationMetadata, MaterialNeeded } from '@/api/types';
import type { Random } from '../../seed/random';
import { daysBetween } from '../dates';
import { CAPTIONS, EMOJIS, LISTEN, NEW_MUSIC_TAGS, SUBSCRIBE, TOMORROW } from './captions';
import { materialsNeeded } from './materialsNeeded';
import { baseLanguage, postKind, type BaseLanguage, type PostKind } from './kinds';
import { visualDescriptions } from './visuals';

export interface CopyContext {
  artistName: string;
  albumTitle: string;
  /** Track titles of the album; the album title stands in when it has none. */
  songTitles: string[];
  launchDate: string;
  materialsLanguage: string;
}

export interface PostToWrite {
  template_name: string | null;
  platform: string;
  content_format: string;
  language: ContentLanguage;
  scheduled_date: string;
}

const LOCALES: Record<BaseLanguage, string> = { en: 'en-CA', fr: 'fr-CA', es: 'es' };
const dateFormats = new Map<BaseLanguage, Intl.DateTimeFormat>();

function longDate(date: string, language: BaseLanguage): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** "Lune Rivière" → "#LuneRiviere". */
export const hashtag = (text: string): string =>
  `#${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())
    .replace(/^./, (c) => c.toUpperCase())}`;

function decorate(
  text: string,
  post: PostToWrite,
  ctx: CopyContext,
  language: BaseLanguage,
  random: Random,
): string {
  const emoji = random.pick(EMOJIS);
  const tags = [hashtag(ctx.artistName), hashtag(ctx.albumTitle), ...NEW_MUSIC_TAGS[post.language]];
  switch (post.platform) {
    case 'instagram':
      return `${text} ${emoji}\n\n${tags.slice(0, random.int(3, 4)).join(' ')}`;
    case 'tiktok':
      return `${text} ${emoji} ${tags.slice(0, random.int(2, 3)).join(' ')}`;
    case 'youtube':
      return post.content_format === 'short'
        ? `${text} ${emoji}\n\n#Shorts ${tags[0]}`
        : `${text}\n\n${SUBSCRIBE[language]}`;
    default:
      return random.chance(0.5) ? `${text} ${emoji}\n\n${LISTEN[language]}` : `${text} ${emoji}`;
  }
}

function filler(post: PostToWrite, ctx: CopyContext, language: BaseLanguage, random: Random) {
  const song = ctx.songTitles.length ? random.pick(ctx.songTitles) : ctx.albumTitle;
  const days = Math.max(daysBetween(post.scheduled_date, ctx.launchDate), 1);
  const values: Record<string, string> = {
    artist: ctx.artistName,
    album: ctx.albumTitle,
    song,
    days: String(days),
    date: longDate(ctx.launchDate, language),
  };
  return (text: string) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/**
 * A caption must not announce a date that has passed, nor call out now what is not out yet
 * (templates can be edited and campaigns moved, so the kind alone does not settle it).
 */
function timely(kind: PostKind, daysLeft: number): PostKind {
  if (daysLeft <= 0 && kind === 'teaser') return 'next';
  if (daysLeft <= 0 && ['announce', 'presave', 'countdown'].includes(kind)) return 'outnow';
  if (daysLeft > 0 && kind === 'outnow') return 'teaser';
  return kind;
}

/**
 * A caption for the post. `variant` picks the phrasing (0 or 1), so a regeneration can ask for
 * the other one and visibly change the text.
 */
export function writeCaption(
  post: PostToWrite,
  ctx: CopyContext,
  random: Random,
  variant: number = random.int(0, 1),
): string {
  const language = baseLanguage(post.language);
  const daysLeft = daysBetween(post.scheduled_date, ctx.launchDate);
  const kind = timely(postKind(post.template_name), daysLeft);
  const fill = filler(post, ctx, language, random);
  const phrase =
    kind === 'countdown' && daysLeft <= 1
      ? TOMORROW[language]
      : CAPTIONS[language][kind][Math.abs(variant) % 2];
  return decorate(fill(phrase), post, ctx, language, random);
}

export function writeVisuals(
  post: PostToWrite,
  ctx: CopyContext,
  random: Random,
): Required<Pick<GenerationMetadata, 'ai_visual_description_en' | 'ai_visual_description_fr'>> {
  const kind = postKind(post.template_name);
  const fill = filler(post, ctx, 'en', random);
  const { en, fr } = visualDescriptions(kind, post.platform, post.content_format, fill);
  return { ai_visual_description_en: en, ai_visual_description_fr: fr };
}

export function writeMaterialsNeeded(
  post: PostToWrite,
  ctx: CopyContext,
  random: Random,
): MaterialNeeded[] {
  return materialsNeeded(
    postKind(post.template_name),
    post.platform,
    post.content_format,
    ctx.materialsLanguage,
    random,
  );
}
