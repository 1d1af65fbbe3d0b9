// Social accounts: Facebook connected for some artists, an invitation pending for others, not
// connected for the rest; Instagram, TikTok and YouTube are listed but never connected (the
// product connects Facebook only). Connected pages get recent posts for the insights tab.
import type { Database, SocialAccountRow } from '../../db/schema';
import { DAY_MS, isoDateTime } from '../../promotion/dates';
import {
  pagesFor,
  PLAYABLE_VIDEO_ID,
  recentFacebookPosts,
  REMOVED_VIDEO_ID,
  RESTRICTED_VIDEO_ID,
} from '../../promotion/facebook';
import { createRandom } from '../random';
import { artistLanguage, mediaOf } from './catalogue';

export function seedSocial(database: Database, now: number): void {
  const random = createRandom(0xfb);
  const artists = [...database.artists].sort((a, b) => a.id - b.id);
  // Every artist but one in four has accounts on file.
  const listed = artists.filter((_, i) => i % 4 !== 3);
  let connectedCount = 0;
  listed.forEach((artist, i) => {
    const state = i % 3 === 0 ? 'connected' : i % 3 === 1 ? 'invited' : 'none';
    const page = pagesFor(artist)[0];
    const facebook: SocialAccountRow = {
      artist_id: artist.id,
      platform: 'facebook',
      is_connected: state === 'connected',
      display_name: state === 'connected' ? page.name : null,
      last_sync_at: state === 'connected' ? isoDateTime(now - random.int(2, 40) * 3_600_000) : null,
      page_id: state === 'connected' ? page.id : null,
      invitation_sent_at: state === 'invited' ? isoDateTime(now - random.int(1, 9) * DAY_MS) : null,
    };
    database.socialAccounts.push(facebook);
    for (const platform of ['instagram', 'tiktok', 'youtube'] as const) {
      database.socialAccounts.push({
        artist_id: artist.id,
        platform,
        is_connected: false,
        display_name: null,
        last_sync_at: null,
        page_id: null,
        invitation_sent_at: null,
      });
    }
    if (state !== 'connected') return;
    const language = artistLanguage(database, artist);
    database.facebookPosts.push(
      ...recentFacebookPosts({
        artist,
        pageId: page.id,
        language: language.startsWith('fr') ? 'fr' : language === 'es' ? 'es' : 'en',
        photos: mediaOf(database, artist.id, 'photo'),
        count: random.int(5, 8),
        now,
        random,
        // The first connected page's three newest posts are videos: one plays, one is
        // restricted (403), one was removed (404).
        videoIds:
          connectedCount++ === 0 ? [PLAYABLE_VIDEO_ID, RESTRICTED_VIDEO_ID, REMOVED_VIDEO_ID] : [],
      }),
    );
  });
}
