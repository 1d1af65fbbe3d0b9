// What the rules share: what counts as "no value", dates as the API writes them, and how a song,
// an album or a campaign is named in a finding.
import type { Album, Artist, Campaign, Song } from '@/api/types';
import type { Finding } from '../model/types';

/** No text worth the name: null, undefined, not a string, empty or only white space. */
export const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** The stored text, or null when it is blank (a finding shows no value rather than spaces). */
export const shown = (value: string | null | undefined): string | null =>
  blank(value) ? null : (value ?? null);

const DAY_MS = 86_400_000;

/** `date` (`YYYY-MM-DD`) moved by `days` whole days, in UTC as the API's dates are. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const songFinding = (song: Song, value?: string | null): Finding => ({
  id: song.id,
  name: song.title,
  artistId: song.artist_id,
  artistName: song.artist_name,
  ...(value !== undefined && { value }),
});

export const albumFinding = (album: Album, value?: string | null): Finding => ({
  id: album.id,
  name: album.title,
  artistId: album.artist_id,
  artistName: album.artist_name,
  ...(value !== undefined && { value }),
});

export const campaignFinding = (campaign: Campaign, value?: string | null): Finding => ({
  id: campaign.id,
  name: campaign.name,
  artistId: campaign.artist_id,
  artistName: campaign.artist_name,
  ...(value !== undefined && { value }),
});

/**
 * The records that share a key with at least one other record, in the order of their keys'
 * first appearance (a duplicated set stays together), each set in the records' order. Records
 * without a key (null) are never duplicates.
 */
export function sharingKey<T>(records: readonly T[], key: (record: T) => string | null): T[] {
  const byKey = new Map<string, T[]>();
  for (const record of records) {
    const k = key(record);
    if (k === null) continue;
    const set = byKey.get(k);
    if (set) set.push(record);
    else byKey.set(k, [record]);
  }
  return [...byKey.values()].filter((set) => set.length > 1).flat();
}

/** An artist's own problem: the artist is the record, so no separate artist column. */
export const artistFinding = (artist: Artist, value?: string | null): Finding => ({
  id: artist.id,
  name: artist.stageName,
  ...(value !== undefined && { value }),
});
