import { BulkActionsToolbar, SelectAllButton } from 'react-admin';
import { SelectionToolbar } from '@/components/list/SelectionToolbar';
import { BulkEditButton } from './BulkEditButton';

/**
 * "Select all" takes every record matching the filters, across pages, up to the most a list
 * request may return (limit ≤ 1000 in the contract) rather than react-admin's 250.
 */
export const BULK_SELECT_LIMIT = 1000;

/** The selection toolbar of a list with bulk edit. */
export const BulkEditToolbar = () => (
  <SelectionToolbar>
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_SELECT_LIMIT} />}>
      <BulkEditButton />
    </BulkActionsToolbar>
  </SelectionToolbar>
);
