import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SongRequestStatus } from '../../../api/types';

const COLORS: Record<SongRequestStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

export const SongRequestStatusChip = ({ status }: { status: SongRequestStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(`app.song_requests.status.${status}`, { _: status })}
    />
  );
};
