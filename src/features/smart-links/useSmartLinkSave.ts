// Save Changes (spec 02 §2, §5): the slug and theme first, then both platform lists in one batch.
// The checks and texts are the spec's; the server's message wins when it sends one.
// Several people may edit the link at once (issue 37): the link is read again just before the
// save and the user's changes merged into it (colleagues/useSmartLinkColleagues), and each part
// is written only when it differs from the server's: the settings whole (the contract's PUT
// takes the slug and the whole theme), the platforms whole (the batch replaces the list), each
// with a colleague's changes in. When the settings are saved and the batch is not, the warning
// says so, and the next Save, which reads the link again, sends only the batch while the slug
// and theme stay as saved (issue 20).
import { useCallback } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { LinkSettings, SmartLinkPlatform } from '../../api/types';
import { isSaveCancelled, useKeptTheirsToast } from '../../components/colleagues';
import { useToast } from '../../components/toasts/useToast';
import { serverMessageOr } from '../../lib/errorMessage';
import type { LabelDataProvider } from '../../providers/data';
import type { LinkMerge, SmartLinkColleagues } from './colleagues/useSmartLinkColleagues';
import { toPlatformInputs, type SmartLinkFormValues } from './model/formValues';
import { batchRowPaths, formFieldErrors } from './model/saveErrors';
import { useStoreSmartLink } from './useSmartLinkData';

const KEY = 'app.smart_links';

/** Field errors for the form (react-admin's submission errors), or undefined once saved. */
export type SaveOutcome = Record<string, unknown> | undefined;

/** Called off at the clash question: nothing written, no field to point at, the form kept. */
const CANCELLED: SaveOutcome = {};

/** A failed call's field errors for the form, or its message as the form's root error. */
function submissionErrors(
  error: unknown,
  values: SmartLinkFormValues,
  sent: SmartLinkFormValues = values,
): SaveOutcome {
  const fields = formFieldErrors(error, batchRowPaths(values, sent));
  if (error instanceof HttpError && error.status === 409 && !fields.link_slug) {
    fields.link_slug = serverMessageOr(error, `${KEY}.slug_taken`);
  }
  // A submission error keeps the form unsaved, so leaving still asks.
  return Object.keys(fields).length
    ? fields
    : { root: { serverError: serverMessageOr(error, `${KEY}.save_failed`) } };
}

export function useSmartLinkSave(
  artistId: number | null,
  { mergeLink, advanceBase }: Pick<SmartLinkColleagues, 'mergeLink' | 'advanceBase'>,
) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  const keptTheirsToast = useKeptTheirsToast();
  const translate = useTranslate();
  const { storeSettings, storePlatforms } = useStoreSmartLink();

  return useCallback(
    async (values: SmartLinkFormValues): Promise<SaveOutcome> => {
      if (artistId === null) {
        toast.error(`${KEY}.select_artist`);
        return { root: { serverError: `${KEY}.select_artist` } };
      }
      if (!values.link_slug.trim()) {
        toast.error(`${KEY}.enter_slug`);
        return { link_slug: `${KEY}.enter_slug` };
      }
      let link: LinkMerge;
      try {
        link = await mergeLink(values);
      } catch (error) {
        if (isSaveCancelled(error)) {
          toast.info('app.colleagues.clash.cancelled');
          return CANCELLED;
        }
        toast.failure(error, `${KEY}.save_failed`);
        return submissionErrors(error, values);
      }
      const { merged } = link;
      let settings: LinkSettings = link.theirs.settings;
      if (link.sendSettings) {
        try {
          const request = { link_slug: merged.link_slug.trim(), theme: merged.theme };
          ({ data: settings } = await dataProvider.saveSmartLinkSettings(artistId, request));
        } catch (error) {
          toast.failure(error, `${KEY}.save_failed`);
          return submissionErrors(error, values);
        }
      }
      let platforms: SmartLinkPlatform[] = link.theirs.platforms;
      if (link.sendPlatforms) {
        try {
          ({ data: platforms } = await dataProvider.saveSmartLinkPlatforms(
            artistId,
            toPlatformInputs(merged),
          ));
        } catch (error) {
          if (link.sendSettings) {
            // Not stored in the query cache: storing resets the form, which must keep the
            // unsaved entries. The saved settings become the form's base instead.
            advanceBase(settings);
            const reason = serverMessageOr(error, 'app.long_jobs.partial.no_reason');
            toast.warning('app.long_jobs.partial.smart_link_platforms_failed', {
              messageArgs: { reason: translate(reason, { _: reason }) },
            });
          } else {
            toast.failure(error, `${KEY}.save_failed`);
          }
          return submissionErrors(error, values, merged);
        }
      }
      // Stored once all is saved: the form resets to what the server kept, a colleague's
      // changes included.
      storeSettings(artistId, settings);
      storePlatforms(artistId, platforms);
      toast.success(`${KEY}.saved`);
      keptTheirsToast(link.keptTheirs);
      return undefined;
    },
    [
      advanceBase,
      artistId,
      dataProvider,
      keptTheirsToast,
      mergeLink,
      storePlatforms,
      storeSettings,
      toast,
      translate,
    ],
  );
}
