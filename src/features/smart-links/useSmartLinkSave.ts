// Save Changes (spec 02 §2, §5): the slug and theme first, then both platform lists in one batch.
// The checks and texts are the spec's; the server's message wins when it sends one. When the
// settings are saved and the batch is not, the warning says so, and the next Save sends only the
// batch while the slug and theme stay as saved (issue 20).
import { useCallback, useRef } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LinkSettings } from '../../api/types';
import { useToast } from '../../layout/toasts/useToast';
import { serverMessageOr } from '../../lib/errorMessage';
import type { LabelDataProvider } from '../../providers/data';
import { toPlatformInputs, type SmartLinkFormValues } from './model/formValues';
import { batchRowPaths, formFieldErrors } from './model/saveErrors';
import { useStoreSmartLink } from './useSmartLinkData';

const KEY = 'app.smart_links';

/** Field errors for the form (react-admin's submission errors), or undefined once saved. */
export type SaveOutcome = Record<string, unknown> | undefined;

/** A failed call's field errors for the form, or its message as the form's root error. */
function submissionErrors(error: unknown, values: SmartLinkFormValues): SaveOutcome {
  const fields = formFieldErrors(error, batchRowPaths(values));
  if (error instanceof HttpError && error.status === 409 && !fields.link_slug) {
    fields.link_slug = serverMessageOr(error, `${KEY}.slug_taken`);
  }
  // A submission error keeps the form unsaved, so leaving still asks.
  return Object.keys(fields).length
    ? fields
    : { root: { serverError: serverMessageOr(error, `${KEY}.save_failed`) } };
}

/** Settings a Save stored before its platform batch failed: what was sent, what the server kept. */
interface SavedSettings {
  artistId: number;
  sent: string;
  settings: LinkSettings;
}

export function useSmartLinkSave(artistId: number | null) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const translate = useTranslate();
  const { storeSettings, storePlatforms } = useStoreSmartLink();
  // Not stored in the query cache yet: storing resets the form, which must keep the entries.
  const savedSettingsRef = useRef<SavedSettings | null>(null);

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
      const request = { link_slug: slug, theme: values.theme };
      const sent = JSON.stringify(request);
      const kept = savedSettingsRef.current;
      let settings: LinkSettings;
      if (kept?.artistId === artistId && kept.sent === sent) {
        settings = kept.settings;
      } else {
        try {
          ({ data: settings } = await dataProvider.saveSmartLinkSettings(artistId, request));
        } catch (error) {
          toast.failure(error, `${KEY}.save_failed`);
          return submissionErrors(error, values);
        }
      }
      try {
        const { data: platforms } = await dataProvider.saveSmartLinkPlatforms(
          artistId,
          toPlatformInputs(values),
        );
        savedSettingsRef.current = null;
        // Stored only once both are saved: storing resets the form to what the server kept, and
        // after a failed batch the form must still hold the unsaved entries.
        storeSettings(artistId, settings);
        storePlatforms(artistId, platforms);
        toast.success(`${KEY}.saved`);
        return undefined;
      } catch (error) {
        savedSettingsRef.current = { artistId, sent, settings };
        const reason = serverMessageOr(error, 'app.long_jobs.partial.no_reason');
        toast.warning('app.long_jobs.partial.smart_link_platforms_failed', {
          messageArgs: { reason: translate(reason, { _: reason }) },
        });
        return submissionErrors(error, values);
      }
    },
    [artistId, dataProvider, storePlatforms, storeSettings, toast, translate],
  );
}
