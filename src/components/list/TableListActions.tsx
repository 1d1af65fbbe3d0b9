import type { ReactNode } from 'react';
import { ColumnsButton, TopToolbar } from 'react-admin';
import { ImportButton } from './ImportButton';
import { SavedQueriesButton } from './SavedQueriesButton';
import { useKeepToastsClear } from '../toasts/toastClearance';

/**
 * The toolbar of a list shown as a DataTable: react-admin's column chooser (show, hide and
 * reorder columns, kept in the store under the DataTable's `<resource>.datatable` key), the
 * saved queries, then the list's own buttons, and Import where the list's records can be
 * imported from a CSV file (artists, songs, albums): `importTo` is the import's address.
 */
export const TableListActions = ({
  children,
  importTo,
}: {
  children?: ReactNode;
  importTo?: string;
}) => {
  // Toasts keep clear of the list's buttons.
  const keepToastsClear = useKeepToastsClear<HTMLDivElement>();
  return (
    <TopToolbar ref={keepToastsClear}>
      <ColumnsButton />
      <SavedQueriesButton />
      {children}
      {importTo && <ImportButton to={importTo} />}
    </TopToolbar>
  );
};
