import SendIcon from '@mui/icons-material/Send';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { canInvite, type FacebookState } from '../../components/social/facebookState';
import type { InvitationOutcome } from './useInvitationRun';

const KEY = 'app.social_media.invite';

export interface InvitationCellProps {
  name: string;
  state: FacebookState | undefined;
  outcome: InvitationOutcome | undefined;
  onSend: () => void;
}

/** Send (or send again) to one artist, and how the last sending went: e-mail or server's words. */
export const InvitationCell = ({ name, state, outcome, onSend }: InvitationCellProps) => {
  const translate = useTranslate();
  if (!state || !canInvite(state)) return null;
  const failed = outcome?.status === 'failed';
  const again = state === 'invitation_sent';
  const busy = outcome?.status === 'queued' || outcome?.status === 'sending';
  // The label stays while the spinner turns, so the button's name never changes under the focus.
  const label = failed ? 'retry' : again ? 'send_again' : 'send';
  const accessibleLabel = failed ? 'retry_to' : again ? 'send_again_to' : 'send_to';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant={failed || !again ? 'outlined' : 'text'}
        // Left enabled while busy (a second press is ignored by the run): a button disabled
        // under the keyboard focus would drop it.
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
        onClick={onSend}
        aria-busy={busy}
        aria-label={translate(`${KEY}.${accessibleLabel}`, { name })}
      >
        {translate(`${KEY}.${label}`)}
      </Button>
      {outcome?.status === 'queued' && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.queued`)}
        </Typography>
      )}
      {/* A sent invitation is told once, in the row's details ("Sent to …, date"). */}
      {outcome?.status === 'failed' && (
        <Typography variant="body2" color="error">
          {translate(outcome.message, { _: outcome.message })}
        </Typography>
      )}
    </Stack>
  );
};
