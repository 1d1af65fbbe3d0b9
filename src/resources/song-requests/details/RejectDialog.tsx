import { useTranslate } from 'react-admin';
import { ReasonDialog } from '@/components/reason/ReasonDialog';

export interface RejectDialogProps {
  open: boolean;
  /** The request rejected: its reason is kept as a draft until sent or discarded. */
  requestId: number;
  title: string;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason, never blank. */
  onReject: (reason: string) => void;
}

const TEXTS = 'app.song_requests.reject';

/** Asks for the reason a request is rejected; a blank reason (spaces only) is refused. */
export const RejectDialog = ({
  open,
  requestId,
  title,
  busy,
  onCancel,
  onReject,
}: RejectDialogProps) => {
  const translate = useTranslate();
  return (
    <ReasonDialog
      open={open}
      draft={{ form: 'reject-reason', recordId: requestId }}
      required
      texts={{
        title: translate(`${TEXTS}.title`, { title }),
        label: translate(`${TEXTS}.reason`),
        required: translate(`${TEXTS}.reason_required`),
        cancel: translate(`${TEXTS}.cancel`),
        confirm: translate(`${TEXTS}.confirm`),
      }}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onReject}
    />
  );
};
