import type { SongRequestStatus } from '@/api/types';
import { StatusChip, type StatusLook } from '@/components/StatusChip';

const LOOKS: Record<SongRequestStatus, StatusLook> = {
  pending: { color: 'warning', variant: 'outlined' },
  approved: { color: 'success', variant: 'outlined' },
  rejected: { color: 'error', variant: 'outlined' },
};

const labelKey = (status: SongRequestStatus) => `app.song_requests.status.${status}`;

export const SongRequestStatusChip = ({ status }: { status: SongRequestStatus }) => (
  <StatusChip status={status} looks={LOOKS} labelKey={labelKey} />
);
