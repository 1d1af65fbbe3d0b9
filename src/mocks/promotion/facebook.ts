// The demo's stand-in for Facebook: pages a user token can manage, recent page posts, and two
// video ids that fail the way Facebook fails (403 restricted, 404 removed) so that the client's
// "open in Facebook" fallbacks can be exercised.
import type { FacebookPage } from '../../api/types';
import type { ArtistRow, FacebookPostRow, MediaRow } from '../db/schema';
import type { Random } from '../seed/random';
import { DAY_MS, isoDateTime } from './dates';
import { publicMediaUrl } from '../../api/mediaUrls';

/** A seeded video that plays (GET .../facebook/video-source/{id} answers 200). */
export const PLAYABLE_VIDEO_ID = '1187765540090401';
/** GET .../facebook/video-source/{id} answers 403 for this seeded video. */
export const RESTRICTED_VIDEO_ID = '1187765540090403';
/** GET .../facebook/video-source/{id} answers 404 for this seeded video. */
export const REMOVED_VIDEO_ID = '1187765540090404';

export function pagesFor(artist: Pick<ArtistRow, 'id' | 'stageName'>): FacebookPage[] {
  return [
    {
      id: String(104839201775000 + artist.id * 37),
      name: artist.stageName,
      category: 'Musician/Band',
    },
    {
      id: String(209117443316000 + artist.id * 41),
      name: `${artist.stageName} – Fan Club`,
      category: 'Community',
    },
  ];
}

export const followersOf = (artistId: number): number => 1200 + ((artistId * 7919) % 40_000);

const MESSAGES = {
  en: [
    'New music Friday is almost here 🎶',
    'Thank you Montréal! What a night.',
    'Studio day. Something special is cooking.',
    'The video is live — link in the comments.',
    'Rehearsals for the release show 🔥',
    'Which song should we play acoustic next?',
  ],
  fr: [
    'Merci Montréal! Quelle soirée.',
    'Journée en studio. Quelque chose de spécial se prépare.',
    'Le clip est en ligne — lien en commentaire.',
    'Répétitions pour le spectacle de lancement 🔥',
    'Quelle chanson en acoustique la prochaine fois?',
    'Vendredi, nouvelle musique 🎶',
  ],
  es: [
    '¡Gracias Montreal! Qué noche.',
    'Día de estudio. Algo especial se está cocinando.',
    'El video ya está disponible — link en los comentarios.',
    'Ensayos para el show de lanzamiento 🔥',
    '¿Qué canción tocamos en acústico la próxima vez?',
    'El viernes hay música nueva 🎶',
  ],
};

export interface FacebookPostOptions {
  artist: Pick<ArtistRow, 'id' | 'stageName'>;
  pageId: string;
  language: 'en' | 'fr' | 'es';
  photos: MediaRow[];
  count: number;
  now: number;
  random: Random;
  /** Video ids to use first (the seeded failing ones), before generated ids. */
  videoIds?: string[];
}

/** Recent page posts: photos, inline videos and plain text, newest first. */
export function recentFacebookPosts(options: FacebookPostOptions): FacebookPostRow[] {
  const { artist, pageId, photos, random, now } = options;
  const videoIds = [...(options.videoIds ?? [])];
  const posts: FacebookPostRow[] = [];
  for (let i = 0; i < options.count; i++) {
    const postNumber = 912004388850000 + artist.id * 100 + i;
    const photo = photos.length ? photos[(i + artist.id) % photos.length] : null;
    const kind = videoIds.length ? 'video' : random.pick(['photo', 'photo', 'video', 'text']);
    const attachments: FacebookPostRow['attachments'] = [];
    if (kind === 'photo' && photo) {
      attachments.push({
        type: 'photo',
        image: { src: publicMediaUrl(photo.id) },
        thumbnail: null,
        videoId: null,
        videoUrl: null,
        url: `https://www.facebook.com/photo/?fbid=${postNumber}`,
      });
    } else if (kind === 'video') {
      const videoId = videoIds.shift() ?? `11877655${String(artist.id).padStart(4, '0')}${i}`;
      attachments.push({
        type: 'video_inline',
        image: photo ? { src: publicMediaUrl(photo.id) } : null,
        thumbnail: photo ? publicMediaUrl(photo.id) : null,
        videoId,
        videoUrl: null,
        url: `https://www.facebook.com/reel/${videoId}`,
      });
    }
    posts.push({
      artist_id: artist.id,
      id: `${pageId}_${postNumber}`,
      message: random.pick(MESSAGES[options.language]),
      link: null,
      created_time: isoDateTime(
        now - (i * 6 + random.int(1, 5)) * DAY_MS - random.int(0, 12) * 3_600_000,
      ),
      scheduled_publish_time: null,
      likes: random.int(40, 900),
      comments: random.int(2, 120),
      shares: random.int(0, 60),
      attachments,
    });
  }
  return posts;
}
