import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CatalogueStatus } from '../../api/types';
import { catalogueStatusKey } from './catalogueStatus';

const COLORS: Record<CatalogueStatus, 'default' | 'success' | 'warning'> = {
  draft: 'default',
  published: 'success',
  archived: 'warning',
};

/** The status of a song or an album. */
export const CatalogueStatusChip = ({ status }: { status: CatalogueStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={translate(catalogueStatusKey(status), { _: status })}
    />
  );
};
