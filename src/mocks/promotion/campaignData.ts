// Lookups that several promotion handlers and the seed share.
import type { CampaignRow, Database, MaterialRow, PostRow } from '../db/schema';
import type { CopyContext } from './copy/writer';
import { isEnabled } from './copy/materialsNeeded';
import { DEFAULT_SETTINGS } from '../../api/settingsDefaults';
import type { StoredSettings } from './defaults';

export const currentSettings = (database: Database): StoredSettings =>
  database.settings ?? DEFAULT_SETTINGS;

export function artistName(database: Database, artistId: number): string {
  return database.artists.find((a) => a.id === artistId)?.stageName ?? 'Unknown artist';
}

export function copyContext(database: Database, campaign: CampaignRow): CopyContext {
  const album = database.albums.find((a) => a.id === campaign.album_id);
  const songTitles = (album?.song_ids ?? [])
    .map((id) => database.songs.find((s) => s.id === id)?.title)
    .filter((title): title is string => Boolean(title));
  return {
    artistName: artistName(database, campaign.artist_id),
    albumTitle: album?.title ?? campaign.name,
    songTitles,
    launchDate: campaign.launch_date,
    materialsLanguage: campaign.artist_materials_language,
  };
}

/**
 * has_uploads: the artist uploaded something for the post. all_materials_approved: every
 * material of the post is approved, or the post's TODO list needs nothing from the artist
 * (then it can be built from a library photo). A post never generated has neither.
 */
export function materialFlags(
  post: PostRow,
  materials: MaterialRow[],
): Pick<PostRow, 'has_uploads' | 'all_materials_approved'> {
  const mine = materials.filter((m) => m.post_id === post.id);
  const needsNothing =
    post.ai_artist_materials_needed !== null && !post.ai_artist_materials_needed.some(isEnabled);
  return {
    has_uploads: mine.some((m) => m.media_file !== null),
    all_materials_approved: mine.length ? mine.every((m) => m.status === 'approved') : needsNothing,
  };
}

/** Recomputes the material flags of the given posts (all of the database's when omitted). */
export function refreshMaterialFlags(database: Database, postIds?: number[]): void {
  const wanted = postIds ? new Set(postIds) : null;
  for (const post of database.posts) {
    if (wanted && !wanted.has(post.id)) continue;
    Object.assign(post, materialFlags(post, database.materials));
  }
}
