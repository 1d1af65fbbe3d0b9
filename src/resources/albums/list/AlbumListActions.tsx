import { ExportButton } from 'react-admin';
import { TableListActions } from '@/components/list/TableListActions';
import { importPath } from '@/features/catalogue-import/paths';

/** Columns, saved queries, Export (the filtered albums as albums.csv) and Import. */
export const AlbumListActions = () => (
  <TableListActions importTo={importPath('albums')}>
    <ExportButton />
  </TableListActions>
);
