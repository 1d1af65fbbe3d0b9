import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Song, SongRequest } from '@/api/types';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { clearDraft } from '@/components/drafts';
import { songPath } from '../../songs/paths';
import { RejectDialog } from './RejectDialog';
import { SongRequestDetails } from './SongRequestDetails';
import { useReviewActions } from './useReviewActions';

const TEXTS = 'app.song_requests.details';

export interface SongRequestDialogProps {
  request: SongRequest;
  onClose: () => void;
  /** Called once a rejection is sent, before the dialog closes. */
  onRejected?: () => void;
}

/**
 * One request in full. A pending one can be approved (creating its song, linked here once the
 * server returns it) or rejected with a reason. The dialog keeps the request it was opened with,
 * so that it stays on screen after the list refreshes without it.
 */
export const SongRequestDialog = ({
  request: opened,
  onClose,
  onRejected,
}: SongRequestDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [request, setRequest] = useState<SongRequest>(opened);
  const [song, setSong] = useState<Song | null>(null);
  const [notes, setNotes] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const { approve, reject } = useReviewActions(request.id);
  const busy = approve.isPending || reject.isPending;
  const pending = request.status === 'pending';

  const approveRequest = () =>
    approve.mutate(notes, {
      onSuccess: (result) => {
        setRequest(result.song_request ?? { ...request, status: 'approved' });
        setSong(result.song ?? null);
      },
    });
  const rejectRequest = (reason: string) =>
    reject.mutate(reason, {
      onSuccess: () => {
        // Sent: the reason kept against a reload has done its job.
        clearDraft('reject-reason', request.id);
        setRejecting(false);
        onRejected?.();
        onClose();
      },
    });

  return (
    <GuardedDialog
      open
      onClose={onClose}
      busy={busy}
      // Notes typed for an approval still to come are asked about, not dropped.
      dirty={pending && notes !== ''}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      <DialogContent dividers>
        <SongRequestDetails request={request} />
        {song && (
          <Alert severity="success" sx={{ mt: 2 }}>
            <MuiLink component={Link} to={songPath(song.id)}>
              {translate(`${TEXTS}.open_song`, { title: song.title })}
            </MuiLink>
          </Alert>
        )}
        {pending && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label={translate(`${TEXTS}.approve_notes`)}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            disabled={busy}
          />
        )}
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton disabled={busy}>{translate(`${TEXTS}.close`)}</GuardedCancelButton>
        {pending && (
          <>
            <Button
              color="error"
              onClick={() => setRejecting(true)}
              disabled={busy}
              aria-haspopup="dialog"
            >
              {translate(`${TEXTS}.reject`)}
            </Button>
            <Button
              variant="contained"
              color="success"
              onClick={approveRequest}
              disabled={busy}
              startIcon={
                approve.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {translate(`${TEXTS}.approve`)}
            </Button>
          </>
        )}
      </DialogActions>
      <RejectDialog
        open={rejecting}
        requestId={request.id}
        title={request.title}
        busy={reject.isPending}
        onCancel={() => setRejecting(false)}
        onReject={rejectRequest}
      />
    </GuardedDialog>
  );
};
