import { ExportButton } from 'react-admin';
import { TableListActions } from '../../../components/list/TableListActions';

/** Columns, saved queries, Export (the filtered songs as songs.csv) and Import. */
export const SongListActions = () => (
  <TableListActions>
    <ExportButton />
  </TableListActions>
);
