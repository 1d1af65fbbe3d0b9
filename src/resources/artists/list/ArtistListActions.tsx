import { CreateButton, ExportButton } from 'react-admin';
import { TableListActions } from '@/components/list/TableListActions';
import { importPath } from '@/features/catalogue-import/paths';

/** Columns, saved queries, "New artist" and Export. Every filter is always shown: no filter button. */
export const ArtistListActions = () => (
  <TableListActions importTo={importPath('artists')}>
    <CreateButton label="app.artists.list.create" />
    <ExportButton />
  </TableListActions>
);
