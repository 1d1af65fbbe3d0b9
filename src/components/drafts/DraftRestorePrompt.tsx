import { Alert, Button, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDraftTime } from './draftTime';
import type { DraftControls } from './draftTypes';

/**
 * "Restore your unsaved changes from 10:42?" with Restore and Discard, at the top of a form
 * that has a stored draft; nothing once the user has chosen. A polite status, not an alert:
 * it is an offer, nothing went wrong.
 */
export const DraftRestorePrompt = ({ draft }: { draft: DraftControls }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (draft.savedAt === null) return null;
  const saved = formatDraftTime(draft.savedAt, locale);
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" variant="outlined" onClick={draft.restore}>
            {translate('app.drafts.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={draft.discard}>
            {translate('app.drafts.discard')}
          </Button>
        </Stack>
      }
    >
      {saved.today
        ? translate('app.drafts.offer_today', { time: saved.text })
        : translate('app.drafts.offer_earlier', { date: saved.text })}
    </Alert>
  );
};
