// Social account rows of an artist: one per platform, created on first write.
import type { Platform, SocialAccount } from '@/api/types';
import type { Database, SocialAccountRow } from '../../db/schema';
import { PLATFORMS } from '@/api/campaignVocabulary';

export function accountRow(
  database: Database,
  artistId: number,
  platform: Platform,
): SocialAccountRow {
  let row = database.socialAccounts.find(
    (a) => a.artist_id === artistId && a.platform === platform,
  );
  if (!row) {
    row = {
      artist_id: artistId,
      platform,
      is_connected: false,
      display_name: null,
      last_sync_at: null,
      page_id: null,
      invitation_sent_at: null,
    };
    database.socialAccounts.push(row);
  }
  return row;
}

export function accountView(row: SocialAccountRow): SocialAccount {
  return {
    platform: row.platform,
    is_connected: row.is_connected,
    display_name: row.display_name,
    last_sync_at: row.last_sync_at,
  };
}

/** Facebook, Instagram, TikTok, YouTube, whether or not a row exists yet. */
export function accountsOf(database: Database, artistId: number): SocialAccount[] {
  return PLATFORMS.map((platform) => {
    const row = database.socialAccounts.find(
      (a) => a.artist_id === artistId && a.platform === platform,
    );
    return row
      ? accountView(row)
      : { platform, is_connected: false, display_name: null, last_sync_at: null };
  });
}
