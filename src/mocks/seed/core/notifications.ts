// The bell's notifications: from minutes to weeks old, the newest twelve unread.
import type { Notification } from '@/api/types';
import type { Database } from '../../db/schema';
import type { Random } from '../random';
import { DAY, MINUTE, dateOnly, iso } from './util';

const COUNT = 40;
const UNREAD = 12;

// Newest first; the unread ones are the first twelve, several of them song requests.
const RECENT_TYPES = [
  'song_request',
  'payment_pending',
  'song_request',
  'campaign_ready',
  'album_request',
  'song_request',
  'material_submitted',
  'payment_pending',
  'song_request',
  'campaign_ready',
  'contract_renewal',
  'album_request',
] as const;

const OLDER_TYPES = [
  'song_request',
  'song_request',
  'album_request',
  'payment_pending',
  'campaign_ready',
  'campaign_ready',
  'material_submitted',
  'contract_renewal',
] as const;

type NotificationType = (typeof OLDER_TYPES)[number];

const PRIORITIES: Record<NotificationType, readonly string[]> = {
  song_request: ['high', 'medium'],
  album_request: ['high', 'high', 'medium'],
  payment_pending: ['urgent', 'high'],
  campaign_ready: ['medium', 'low'],
  material_submitted: ['medium', 'low'],
  contract_renewal: ['low', 'medium'],
};

function quarterBefore(now: number): string {
  const date = new Date(now);
  const quarter = Math.floor(date.getUTCMonth() / 3); // the previous quarter, 0-based
  return quarter === 0 ? 'Q4' : `Q${quarter}`;
}

export function seedNotifications(database: Database, now: number, r: Random): void {
  const artists = database.artists.filter((a) => a.status === 'active');
  const albumsOf = (artistId: number) => database.albums.filter((a) => a.artist_id === artistId);
  const songsOf = (artistId: number) => database.songs.filter((s) => s.artist_id === artistId);
  const withAlbums = artists.filter((a) => albumsOf(a.id).length > 0);
  const withSongs = artists.filter((a) => songsOf(a.id).length > 0);
  const owns = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

  const write = (type: NotificationType): Pick<Notification, 'title' | 'message'> => {
    const artist = r.pick(
      type === 'campaign_ready' || type === 'material_submitted'
        ? withAlbums
        : type === 'song_request' || type === 'album_request'
          ? withSongs
          : artists,
    );
    const name = artist.stageName;
    const albumTitles = albumsOf(artist.id).map((a) => a.title);
    const songs = songsOf(artist.id);
    const drafts = songs.filter((s) => s.status === 'draft');
    const album = { title: r.pick(albumTitles.length ? albumTitles : ['Untitled']) };
    const song = { title: r.pick((drafts.length ? drafts : songs).map((s) => s.title)) ?? 'Demo' };
    switch (type) {
      case 'song_request':
        return {
          title: 'New song request',
          message: `${name} submitted "${song.title}" for review.`,
        };
      case 'album_request':
        return {
          title: 'New album request',
          message: `${name} wants to release "${song.title}" and ${r.int(2, 5)} more songs as an ${r.pick(['EP', 'LP'])}.`,
        };
      case 'payment_pending':
        return {
          title: 'Royalty payment pending',
          message: `${owns(name)} ${quarterBefore(now)} royalty statement is waiting for approval.`,
        };
      case 'campaign_ready':
        return {
          title: 'Campaign posts generated',
          message: `${r.int(24, 96)} posts are ready for "${album.title} – launch".`,
        };
      case 'material_submitted':
        return {
          title: 'Materials submitted',
          message: `${name} uploaded ${r.int(2, 6)} files for the "${album.title}" campaign.`,
        };
      case 'contract_renewal':
        return {
          title: 'Contract renewal due',
          message: `${owns(name)} recording contract ends on ${dateOnly(now + r.int(20, 90) * DAY)}.`,
        };
    }
  };

  const rows: Notification[] = [];
  for (let k = 0; k < COUNT; k++) {
    const type = k < RECENT_TYPES.length ? RECENT_TYPES[k] : r.pick(OLDER_TYPES);
    const minutesAgo = Math.round(3 * 1.28 ** k + k * 5 + r.int(0, 4));
    rows.push({
      id: COUNT - k,
      type,
      priority: r.pick(PRIORITIES[type]),
      ...write(type),
      is_read: k >= UNREAD,
      created_at: iso(now - minutesAgo * MINUTE),
    });
  }
  database.notifications = rows.reverse();
}
