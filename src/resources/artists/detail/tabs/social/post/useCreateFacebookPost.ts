// Sends the dialog's values as the contract's multipart create-post body: the chosen library
// files are read through the dataProvider and posted as the `photos` parts or the `video` part.
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { MediaFile } from '@/api/types';
import { mimeTypeOf } from '@/components/media/mediaMime';
import type { LabelDataProvider } from '@/providers/data';
import { toScheduledPublishTime } from './facebookPostValidation';

export interface FacebookPostFormValues {
  message: string;
  link?: string | null;
  /** The picker's local `YYYY-MM-DDTHH:mm`; empty publishes now. */
  scheduledAt?: string | null;
  photoIds: number[];
  videoId: number | null;
}

export const facebookPostDefaults: FacebookPostFormValues = {
  message: '',
  link: '',
  scheduledAt: '',
  photoIds: [],
  videoId: null,
};

export function useCreateFacebookPost(artistId: number, library: readonly MediaFile[]) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  /** Upload progress from 0 to 1 while sending, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  const send = useCallback(
    async (values: FacebookPostFormValues): Promise<string | undefined> => {
      setProgress(0);
      try {
        const asFile = async (id: number): Promise<File> => {
          const name = library.find((file) => file.id === id)?.original_filename ?? `media-${id}`;
          const blob = (await dataProvider.getMediaBlob(mediaFileUrl(id))).data;
          return new File([blob], name, { type: mimeTypeOf({ name, type: blob.type }) });
        };
        const photos = await Promise.all(values.photoIds.map(asFile));
        const video = values.videoId === null ? undefined : await asFile(values.videoId);
        const link = values.link?.trim();
        const result = await dataProvider.createFacebookPost(
          artistId,
          {
            message: values.message.trim(),
            link: link || undefined,
            scheduledPublishTime: values.scheduledAt
              ? toScheduledPublishTime(values.scheduledAt)
              : undefined,
            photos: photos.length ? photos : undefined,
            video,
          },
          { onProgress: setProgress },
        );
        return result.message;
      } finally {
        setProgress(null);
      }
    },
    [artistId, dataProvider, library],
  );
  return { send, progress };
}
