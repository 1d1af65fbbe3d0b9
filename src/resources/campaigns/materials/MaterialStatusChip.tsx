import type { MaterialStatus } from '@/api/types';
import { StatusChip, type StatusLook } from '@/components/StatusChip';

// Submitted is the one that waits for the label, so it stands out; a decision is filled.
const LOOKS: Record<MaterialStatus, StatusLook> = {
  pending: { color: 'default', variant: 'outlined' },
  submitted: { color: 'warning', variant: 'outlined' },
  approved: { color: 'success', variant: 'filled' },
  rejected: { color: 'error', variant: 'filled' },
};

export const materialStatusKey = (status: MaterialStatus) =>
  `app.campaigns.materials.status.${status}`;

export const MaterialStatusChip = ({ status }: { status: MaterialStatus }) => (
  <StatusChip status={status} looks={LOOKS} labelKey={materialStatusKey} />
);
