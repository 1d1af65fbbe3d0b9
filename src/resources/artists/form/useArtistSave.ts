// The artist save: the record goes through the dataProvider (which builds the contract payload),
// then the chosen profile image is uploaded. Both run inside one mutation so the form stays
// "saving" (Save disabled, no second submit) until the image is up. A failed upload does not
// undo the save: the warning says what was saved and what was not, and the screen moves to (or
// stays on) the artist's edit page with the image still chosen, where the next Save sends only
// what is left: the image, or the image and the fields changed since (issue 20).
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  useDataProvider,
  useTranslate,
  type UseCreateOptions,
  type UseUpdateOptions,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { clearDraft } from '@/providers/drafts/draftStore';
import { useToast } from '@/components/toasts/useToast';
import { serverMessageOr } from '@/lib/errorMessage';
import type { LabelDataProvider } from '@/providers/data';
import { artistEditPath, artistPath } from '../paths';
import { isSaveCancelled, type UpdateParams } from '@/components/colleagues';
import { changesBeyondImage } from './artistChanges';
import { hasOtherLanguage, type ArtistFormValues, type ChosenImage } from './artistFormValues';

const MESSAGES = {
  created: 'app.artists.form.notifications.created',
  updated: 'app.artists.form.notifications.updated',
  uploadFailed: 'app.long_jobs.partial.upload_failed',
  saveFailed: 'app.artists.form.notifications.save_failed',
} as const;

/** What a save whose image upload failed says was saved and what was not. */
const PARTIAL_MESSAGES = {
  create: 'app.long_jobs.partial.artist_created_image_failed',
  edit: 'app.long_jobs.partial.artist_saved_image_failed',
  image: 'app.long_jobs.partial.image_failed',
} as const;

/** The draft the save makes obsolete: the form's name, and the record for an edit. */
type SavedDraft = (artist: Artist) => [form: string, recordId?: Artist['id']];

function useArtistSave(successMessage: string, savedDraft: SavedDraft, mode: 'create' | 'edit') {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const translate = useTranslate();
  const navigate = useNavigate();
  // The image is not part of the artist payload: kept aside between transform and upload.
  const image = useRef<ChosenImage | null>(null);
  const imageFailure = useRef<{ error: unknown } | null>(null);
  /** The record was saved already: this Save sent the image alone. */
  const onlyImage = useRef(false);

  const transform = (data: ArtistFormValues): ArtistFormValues => {
    const { profileImage, ...artist } = data;
    image.current = profileImage ?? null;
    // The text only means something while an "other" language is chosen; the server agrees.
    return hasOtherLanguage(artist.singingLanguages)
      ? artist
      : { ...artist, otherLanguageSpecification: null };
  };

  /** Uploads the chosen image for the saved artist; the artist as it now is. */
  const withImage = async (artist: Artist): Promise<Artist> => {
    imageFailure.current = null;
    const file = image.current?.rawFile;
    if (!file) return artist;
    try {
      const { data } = await dataProvider.uploadArtistProfileImage(artist.id, file);
      image.current = null;
      // Same URL, new bytes: drop the cached picture so every screen shows the new one.
      await queryClient.invalidateQueries({ queryKey: ['media-blob', data.profileImageUrl] });
      return { ...artist, ...data };
    } catch (error) {
      imageFailure.current = { error };
      return artist;
    }
  };

  const onSuccess = (artist: Artist) => {
    clearDraft(...savedDraft(artist));
    const failure = imageFailure.current;
    const chosen = image.current;
    if (failure && chosen) {
      const reason = serverMessageOr(failure.error, MESSAGES.uploadFailed);
      toast.warning(PARTIAL_MESSAGES[onlyImage.current ? 'image' : mode], {
        messageArgs: { reason: translate(reason, { _: reason }) },
      });
      // The edit form keeps the image chosen (ArtistForm keeps unsaved values when the record
      // is read again). A created artist is edited from now on: its edit page starts from it,
      // with the image chosen (react-admin's record from the location), and a new preview
      // address, since the one on screen is freed with the form that showed it.
      if (mode === 'create') {
        const profileImage: ChosenImage = { ...chosen, src: URL.createObjectURL(chosen.rawFile) };
        navigate(artistEditPath(artist.id), { replace: true, state: { record: { profileImage } } });
      }
      return;
    }
    toast.success(successMessage);
    navigate(artistPath(artist.id));
  };

  // Only the toast: react-admin itself puts the server's field errors under the inputs
  // (a pessimistic save hands HttpError.body.errors back to the form).
  const onError = (error: unknown) => {
    if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
    else toast.failure(error, MESSAGES.saveFailed);
  };

  /**
   * For an edit: the record is saved, unless only the image is new (after a save whose upload
   * failed); then it is not sent again, and the record the form started from stands for it.
   */
  const unlessOnlyImage = async (
    record: Artist | undefined,
    values: object,
    save: () => Promise<Artist>,
  ): Promise<Artist> => {
    onlyImage.current =
      image.current !== null && record !== undefined && !changesBeyondImage(values, record);
    return onlyImage.current && record ? record : save();
  };

  return { dataProvider, transform, withImage, unlessOnlyImage, onSuccess, onError };
}

/** transform and mutationOptions for <Create>. */
export function useCreateArtistSave() {
  const { dataProvider, transform, withImage, onSuccess, onError } = useArtistSave(
    MESSAGES.created,
    () => ['artist-create'],
    'create',
  );
  const mutationOptions: UseCreateOptions<ArtistFormValues, unknown, Artist> = {
    mutationFn: async ({ resource = 'artists', data = {}, meta }) =>
      withImage((await dataProvider.create<Artist>(resource, { data, meta })).data),
    onSuccess,
    onError,
  };
  return { transform, mutationOptions };
}

/**
 * transform and mutationOptions for <Edit>. `update` (issue 37) reads the artist again just
 * before the save and sends only what the user changed, a colleague's changes kept.
 */
export function useEditArtistSave(update: (params: UpdateParams<Artist>) => Promise<Artist>) {
  const { transform, withImage, unlessOnlyImage, onSuccess, onError } = useArtistSave(
    MESSAGES.updated,
    (artist) => ['artist-edit', artist.id],
    'edit',
  );
  const mutationOptions: UseUpdateOptions<Artist> = {
    mutationFn: async (params) =>
      withImage(
        await unlessOnlyImage(params.previousData, params.data ?? {}, () => update(params)),
      ),
    onSuccess,
    onError,
  };
  return { transform, mutationOptions };
}
