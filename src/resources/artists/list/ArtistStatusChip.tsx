import type { ArtistStatus } from '@/api/types';
import { StatusChip, type StatusLook } from '@/components/StatusChip';

const LOOKS: Record<ArtistStatus, StatusLook> = {
  active: { color: 'success', variant: 'filled' },
  inactive: { color: 'default', variant: 'filled' },
  suspended: { color: 'error', variant: 'filled' },
};

const labelKey = (status: ArtistStatus) => `app.artists.status.${status}`;

/** The artist's status as a coloured badge. */
export const ArtistStatusChip = ({ status }: { status: ArtistStatus }) => (
  <StatusChip status={status} looks={LOOKS} labelKey={labelKey} />
);
