import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CatalogueStatus } from '../../../../../api/types';

const COLORS: Record<CatalogueStatus, 'default' | 'success' | 'warning'> = {
  draft: 'default',
  published: 'success',
  archived: 'warning',
};

export const CatalogueStatusChip = ({ status }: { status: CatalogueStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(`app.artists.detail.content.catalogue_status.${status}`, { _: status })}
    />
  );
};
