import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ArtistStatus } from '../../../api/types';

const STATUS_COLORS: Record<ArtistStatus, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
};

/** The artist's status as a coloured badge. */
export const ArtistStatusChip = ({ status }: { status: ArtistStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status] ?? 'default'}
      label={translate(`app.artists.status.${status}`, { _: status })}
    />
  );
};
