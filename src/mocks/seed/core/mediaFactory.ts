// Media rows whose recorded size, dimensions and duration match the bytes served for them
// (src/mocks/files): the rows are created here, the bytes only when a file is requested.
import type { AudioCategory, PhotoCategory, VideoCategory } from '@/api/types';
import type { MediaRow } from '../../db/schema';
import { pngByteLength } from '../../files/png';
import { GENERATED_MIME } from '../../files/serve';
import { DEMO_CLIP } from '../../files/video';
import { wavByteLength } from '../../files/wav';
import type { Random } from '../random';
import { iso } from './util';

export const PHOTO_SIZES: Record<PhotoCategory, readonly [number, number]> = {
  'album-covers': [240, 240],
  'profile-photos': [200, 200],
  promotional: [240, 160],
  shooting: [160, 240],
  'live-performance': [240, 135],
  'behind-scenes': [240, 180],
  'press-kit': [180, 240],
  SmartLinks: [135, 240],
};

interface Common {
  artistId: number;
  /** null only for SmartLinks */
  subcategory: string | null;
  filename: string;
  createdMs: number;
}

export class MediaFactory {
  readonly rows: MediaRow[] = [];

  constructor(private random: Random) {}

  private add(row: Omit<MediaRow, 'id' | 'source'>): MediaRow {
    // Ids are given once every row exists, in created_at order.
    const full: MediaRow = {
      id: 0,
      ...row,
      source: { kind: 'generated', seed: this.random.int(1, 0x7fffffff) },
    };
    this.rows.push(full);
    return full;
  }

  photo(category: PhotoCategory, c: Common): MediaRow {
    const [width, height] = PHOTO_SIZES[category];
    return this.add({
      artist_id: c.artistId,
      file_type: 'photo',
      category,
      subcategory: category === 'SmartLinks' ? null : c.subcategory,
      original_filename: `${c.filename}.png`,
      file_size: pngByteLength(width, height),
      width,
      height,
      duration_seconds: null,
      created_at: iso(c.createdMs),
      mime_type: GENERATED_MIME.photo,
    });
  }

  audio(category: AudioCategory, c: Common): MediaRow {
    // Kept short so the real WAV stays small; the row states the real length.
    const seconds = this.random.int(3, 8);
    return this.add({
      artist_id: c.artistId,
      file_type: 'audio',
      category,
      subcategory: c.subcategory,
      original_filename: `${c.filename}.wav`,
      file_size: wavByteLength(seconds),
      width: null,
      height: null,
      duration_seconds: seconds,
      created_at: iso(c.createdMs),
      mime_type: GENERATED_MIME.audio,
    });
  }

  video(category: VideoCategory, c: Common): MediaRow {
    return this.add({
      artist_id: c.artistId,
      file_type: 'video',
      category,
      subcategory: c.subcategory,
      original_filename: `${c.filename}.webm`,
      file_size: DEMO_CLIP.byteLength,
      width: DEMO_CLIP.width,
      height: DEMO_CLIP.height,
      duration_seconds: DEMO_CLIP.durationSeconds,
      created_at: iso(c.createdMs),
      mime_type: GENERATED_MIME.video,
    });
  }
}
