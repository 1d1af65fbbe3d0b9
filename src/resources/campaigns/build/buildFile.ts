// The file a post is built from, whatever its source: an approved material, the media library
// (both already media files on the server), or a file from the computer (uploaded first).
import type { Material, MediaFile } from '@/api/types';
import type { MediaFacts, MediaKind } from '@/components/promotion/platformRules';

export interface BuildFile {
  /** Stable across renders: which option is chosen. */
  key: string;
  name: string;
  /** Null when it is neither an image nor a video. */
  kind: MediaKind | null;
  /** What is known of its size, length and dimensions. */
  facts: Omit<MediaFacts, 'kind'>;
  /** A media file the build can name as it is, or a local file to upload first. */
  target: { mediaFileId: number } | { upload: File };
}

const MATERIAL_KINDS: Record<Material['asset_type'], MediaKind | null> = {
  video: 'video',
  image: 'image',
  graphic: 'image',
  audio: null,
};

/** An approved material with a file; null for any other. */
export function fromMaterial(material: Material): BuildFile | null {
  if (material.status !== 'approved' || !material.media_file) return null;
  return {
    key: `material-${material.id}`,
    name: material.media_file.original_filename ?? material.asset_description,
    kind: MATERIAL_KINDS[material.asset_type],
    facts: {},
    target: { mediaFileId: material.media_file.id },
  };
}

const LIBRARY_KINDS: Record<MediaFile['file_type'], MediaKind | null> = {
  photo: 'image',
  video: 'video',
  audio: null,
};

export function fromLibrary(file: MediaFile): BuildFile {
  return {
    key: `library-${file.id}`,
    name: file.original_filename,
    kind: LIBRARY_KINDS[file.file_type],
    facts: {
      bytes: file.file_size,
      // 0 is the contract's "could not be read", not a length.
      seconds: file.duration_seconds ? file.duration_seconds : undefined,
      width: file.width ?? undefined,
      height: file.height ?? undefined,
    },
    target: { mediaFileId: file.id },
  };
}
