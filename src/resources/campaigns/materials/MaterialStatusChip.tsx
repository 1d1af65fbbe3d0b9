import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MaterialStatus } from '../../../api/types';

// Submitted is the one that waits for the label, so it stands out; a decision is filled.
const LOOKS: Record<MaterialStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'default', variant: 'outlined' },
  submitted: { color: 'warning', variant: 'outlined' },
  approved: { color: 'success', variant: 'filled' },
  rejected: { color: 'error', variant: 'filled' },
};

export const materialStatusKey = (status: MaterialStatus) =>
  `app.campaigns.materials.status.${status}`;

export const MaterialStatusChip = ({ status }: { status: MaterialStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      {...(LOOKS[status] ?? LOOKS.pending)}
      label={translate(materialStatusKey(status), { _: status })}
    />
  );
};
