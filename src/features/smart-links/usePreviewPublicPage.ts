// Preview (spec 02 §4): needs a slug; saves first (announced), then opens the public page in a
// new tab 500 ms after that save ends, whether or not it succeeded.
import { useCallback } from 'react';
import { setSubmissionErrors } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LINKS_HOST } from '../../config/env';
import { useToast } from '../../components/toasts/useToast';
import type { SmartLinkFormValues } from './model/formValues';
import { publicLinkUrl } from '../../components/smartLink/publicLinkUrl';
import type { SaveOutcome } from './useSmartLinkSave';

export const PREVIEW_DELAY_MS = 500;

const KEY = 'app.smart_links';

export function usePreviewPublicPage(save: (values: SmartLinkFormValues) => Promise<SaveOutcome>) {
  const toast = useToast();
  // Untyped like react-admin's own forms, whose helpers (setSubmissionErrors) take any values.
  const { getValues, handleSubmit, setError } = useFormContext();

  return useCallback(async () => {
    const slug = String(getValues('link_slug') ?? '').trim();
    if (!slug) {
      toast.error(`${KEY}.enter_slug_first`);
      return;
    }
    const url = publicLinkUrl(LINKS_HOST, slug);
    // Opened now, while the click still counts as the user's: a tab opened after the save would
    // be stopped by popup blockers. It is sent to the page once the save has ended.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    toast.info(`${KEY}.saving_before_preview`);
    await handleSubmit(
      async (values) => {
        const errors = await save(values as SmartLinkFormValues);
        if (errors) setSubmissionErrors(errors, setError);
      },
      // Fields the form itself refuses (an entry's address) are shown; the page opens anyway.
      () => toast.error('ra.message.invalid_form'),
    )();
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS));
    if (tab && !tab.closed) {
      tab.location.href = url;
      return;
    }
    const late = window.open(url, '_blank');
    if (late) late.opener = null;
    else toast.warning(`${KEY}.popup_blocked`);
  }, [getValues, handleSubmit, save, setError, toast]);
}
