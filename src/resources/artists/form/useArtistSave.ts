// The artist save: the record goes through the dataProvider (which builds the contract payload),
// then the chosen profile image is uploaded. Both run inside one mutation so the form stays
// "saving" (Save disabled, no second submit) until the image is up; a failed upload does not
// undo the save, it only turns the success toast into a warning (spec 8).
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDataProvider, type UseCreateOptions, type UseUpdateOptions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Artist } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import type { LabelDataProvider } from '../../../providers/data';
import { artistPath } from '../paths';
import { hasOtherLanguage, type ArtistFormValues } from './artistFormValues';

const MESSAGES = {
  created: 'app.artists.form.notifications.created',
  updated: 'app.artists.form.notifications.updated',
  imageFailed: 'app.artists.form.notifications.image_upload_failed',
  saveFailed: 'app.artists.form.notifications.save_failed',
} as const;

function useArtistSave(successMessage: string) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  // The file is not part of the artist payload: kept aside between transform and upload.
  const image = useRef<File | null>(null);
  const imageFailed = useRef(false);

  const transform = (data: ArtistFormValues): ArtistFormValues => {
    const { profileImage, ...artist } = data;
    image.current = profileImage?.rawFile ?? null;
    // The text only means something while an "other" language is chosen; the server agrees.
    return hasOtherLanguage(artist.singingLanguages)
      ? artist
      : { ...artist, otherLanguageSpecification: null };
  };

  /** Uploads the chosen image for the saved artist; the artist as it now is. */
  const withImage = async (artist: Artist): Promise<Artist> => {
    imageFailed.current = false;
    const file = image.current;
    if (!file) return artist;
    try {
      const { data } = await dataProvider.uploadArtistProfileImage(artist.id, file);
      image.current = null;
      // Same URL, new bytes: drop the cached picture so every screen shows the new one.
      await queryClient.invalidateQueries({ queryKey: ['media-blob', data.profileImageUrl] });
      return { ...artist, ...data };
    } catch {
      imageFailed.current = true;
      return artist;
    }
  };

  const onSuccess = (artist: Artist) => {
    if (imageFailed.current) toast.warning(MESSAGES.imageFailed);
    else toast.success(successMessage);
    navigate(artistPath(artist.id));
  };

  // Only the toast: react-admin itself puts the server's field errors under the inputs
  // (a pessimistic save hands HttpError.body.errors back to the form).
  const onError = (error: unknown) => {
    toast.failure(error, MESSAGES.saveFailed);
  };

  return { dataProvider, transform, withImage, onSuccess, onError };
}

/** transform and mutationOptions for <Create>. */
export function useCreateArtistSave() {
  const { dataProvider, transform, withImage, onSuccess, onError } = useArtistSave(
    MESSAGES.created,
  );
  const mutationOptions: UseCreateOptions<ArtistFormValues, unknown, Artist> = {
    mutationFn: async ({ resource = 'artists', data = {}, meta }) =>
      withImage((await dataProvider.create<Artist>(resource, { data, meta })).data),
    onSuccess,
    onError,
  };
  return { transform, mutationOptions };
}

/** transform and mutationOptions for <Edit>. */
export function useEditArtistSave() {
  const { dataProvider, transform, withImage, onSuccess, onError } = useArtistSave(
    MESSAGES.updated,
  );
  const mutationOptions: UseUpdateOptions<Artist> = {
    mutationFn: async ({ resource = 'artists', id, data = {}, previousData, meta }) =>
      withImage(
        (await dataProvider.update<Artist>(resource, { id, data, previousData, meta })).data,
      ),
    onSuccess,
    onError,
  };
  return { transform, mutationOptions };
}
