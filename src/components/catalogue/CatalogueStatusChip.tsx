import type { CatalogueStatus } from '../../api/types';
import { StatusChip, type StatusLook } from '../StatusChip';
import { catalogueStatusKey } from './catalogueStatus';

const LOOKS: Record<CatalogueStatus, StatusLook> = {
  draft: { color: 'default', variant: 'outlined' },
  published: { color: 'success', variant: 'outlined' },
  archived: { color: 'warning', variant: 'outlined' },
};

/** The status of a song or an album. */
export const CatalogueStatusChip = ({ status }: { status: CatalogueStatus }) => (
  <StatusChip status={status} looks={LOOKS} labelKey={catalogueStatusKey} />
);
