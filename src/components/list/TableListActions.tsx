import type { ReactNode } from 'react';
import { ColumnsButton, TopToolbar } from 'react-admin';
import { SavedQueriesButton } from './SavedQueriesButton';

/**
 * The toolbar of a list shown as a DataTable: react-admin's column chooser (show, hide and
 * reorder columns, kept in the store under the DataTable's `<resource>.datatable` key), the
 * saved queries, then the list's own buttons.
 */
export const TableListActions = ({ children }: { children?: ReactNode }) => (
  <TopToolbar>
    <ColumnsButton />
    <SavedQueriesButton />
    {children}
  </TopToolbar>
);
