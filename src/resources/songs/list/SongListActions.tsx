import { ExportButton } from 'react-admin';
import { TableListActions } from '@/components/list/TableListActions';
import { importPath } from '@/features/catalogue-import/paths';

/** Columns, saved queries, Export (the filtered songs as songs.csv) and Import. */
export const SongListActions = () => (
  <TableListActions importTo={importPath('songs')}>
    <ExportButton />
  </TableListActions>
);
