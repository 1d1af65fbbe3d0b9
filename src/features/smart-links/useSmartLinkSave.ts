// Save Changes (spec 02 §2, §5): the slug and theme first, then both platform lists in one batch.
// The checks and texts are the spec's; the server's message wins when it sends one.
import { useCallback } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import { useToast } from '../../layout/toasts/useToast';
import { serverMessageOr } from '../../lib/errorMessage';
import type { LabelDataProvider } from '../../providers/data';
import { toPlatformInputs, type SmartLinkFormValues } from './model/formValues';
import { batchRowPaths, formFieldErrors } from './model/saveErrors';
import { useStoreSmartLink } from './useSmartLinkData';

const KEY = 'app.smart_links';

/** Field errors for the form (react-admin's submission errors), or undefined once saved. */
export type SaveOutcome = Record<string, unknown> | undefined;

export function useSmartLinkSave(artistId: number | null) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const { storeSettings, storePlatforms } = useStoreSmartLink();

  return useCallback(
    async (values: SmartLinkFormValues): Promise<SaveOutcome> => {
      if (artistId === null) {
        toast.error(`${KEY}.select_artist`);
        return { root: { serverError: `${KEY}.select_artist` } };
      }
      const slug = values.link_slug.trim();
      if (!slug) {
        toast.error(`${KEY}.enter_slug`);
        return { link_slug: `${KEY}.enter_slug` };
      }
      try {
        const { data: settings } = await dataProvider.saveSmartLinkSettings(artistId, {
          link_slug: slug,
          theme: values.theme,
        });
        const { data: platforms } = await dataProvider.saveSmartLinkPlatforms(
          artistId,
          toPlatformInputs(values),
        );
        // Stored only once both are saved: storing resets the form to what the server kept, and
        // after a failed batch the form must still hold the unsaved entries (Save sends all again).
        storeSettings(artistId, settings);
        storePlatforms(artistId, platforms);
        toast.success(`${KEY}.saved`);
        return undefined;
      } catch (error) {
        toast.failure(error, `${KEY}.save_failed`);
        const fields = formFieldErrors(error, batchRowPaths(values));
        if (error instanceof HttpError && error.status === 409 && !fields.link_slug) {
          fields.link_slug = serverMessageOr(error, `${KEY}.slug_taken`);
        }
        // A submission error keeps the form unsaved, so leaving still asks.
        return Object.keys(fields).length
          ? fields
          : { root: { serverError: serverMessageOr(error, `${KEY}.save_failed`) } };
      }
    },
    [artistId, dataProvider, storePlatforms, storeSettings, toast],
  );
}
