import type { ApiClient } from '@/api/client';
import type {
  ArtistMedia,
  MediaCategory,
  MediaConnectionStatus,
  MediaFile,
  MediaFileType,
  MediaFolderInit,
  ProfileImageUpload,
} from '@/api/types';
import { outcome } from './result';

export interface MediaUploadTarget {
  fileType: MediaFileType;
  category: MediaCategory;
  /** Required for every category except SmartLinks. */
  subcategory?: string | null;
  /** Audio and video length read from the file; 0 when unknown. */
  durationSeconds?: number;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function formWith(field: string, files: File | File[]): FormData {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(field, file, file.name);
  return form;
}

export const mediaMethods = (client: ApiClient) => ({
  testMediaConnection: async () =>
    outcome(await client.request<MediaConnectionStatus>('/media/test-connection', {}, 'object')),
  initMediaFolders: async () =>
    outcome(
      await client.request<MediaFolderInit>('/media/init-folders', { method: 'POST' }, 'object'),
    ),
  uploadArtistProfileImage: async (artistId: number, file: File, options: UploadOptions = {}) =>
    outcome(
      await client.request<ProfileImageUpload>(
        `/media/upload/artist/${artistId}/profile`,
        { method: 'POST', form: formWith('image', file), onUploadProgress: options.onProgress },
        'object',
      ),
    ),
  /** Bulk uploads of the media tab: form fields photos, videos or audio. */
  uploadArtistFiles: async (
    artistId: number,
    kind: 'photos' | 'videos' | 'audio',
    files: File[],
    options: UploadOptions = {},
  ) =>
    outcome(
      await client.request<unknown>(`/media/upload/artist/${artistId}/${kind}`, {
        method: 'POST',
        form: formWith(kind, files),
        onUploadProgress: options.onProgress,
        signal: options.signal,
      }),
    ),
  getArtistMedia: async (artistId: number) =>
    outcome(await client.request<ArtistMedia>(`/media/artist/${artistId}/media`, {}, 'object')),
  getArtistMediaFiles: async (artistId: number, fileType?: MediaFileType) =>
    outcome(
      await client.request<MediaFile[]>(
        `/media/files/artist/${artistId}`,
        { query: { file_type: fileType } },
        'array',
      ),
    ),
  uploadMediaFile: async (
    artistId: number,
    target: MediaUploadTarget,
    file: File,
    options: UploadOptions = {},
  ) =>
    outcome(
      await client.request<MediaFile>(
        `/media/files/artist/${artistId}/upload`,
        {
          method: 'POST',
          query: {
            file_type: target.fileType,
            category: target.category,
            subcategory: target.subcategory ?? undefined,
            duration_seconds: target.durationSeconds,
          },
          form: formWith('file', file),
          onUploadProgress: options.onProgress,
          signal: options.signal,
          timeoutMs: 10 * 60_000,
        },
        'object',
      ),
    ),
  /** Moves a file to another subfolder (folder rename calls it once per file). */
  updateMediaFile: async (fileId: number, subcategory: string) =>
    outcome(
      await client.request<MediaFile>(
        `/media/files/${fileId}`,
        { method: 'PATCH', json: { subcategory } },
        'object',
      ),
    ),
  deleteMediaFile: async (fileId: number) =>
    outcome(
      await client.request<{ id: number }>(
        `/media/files/${fileId}`,
        { method: 'DELETE' },
        'object',
      ),
    ),
  /** The bytes of a served file (a /media/serve URL or path), fetched with the bearer token. */
  getMediaBlob: async (urlOrPath: string, options: { signal?: AbortSignal } = {}) => ({
    data: await client.blob(urlOrPath, options),
  }),
});
