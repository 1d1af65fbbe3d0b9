import { ExportButton } from 'react-admin';
import { TableListActions } from '../../../components/list/TableListActions';

/** Columns, saved queries, Export (the filtered albums as albums.csv) and Import. */
export const AlbumListActions = () => (
  <TableListActions>
    <ExportButton />
  </TableListActions>
);
