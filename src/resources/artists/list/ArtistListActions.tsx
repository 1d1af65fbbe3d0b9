import { CreateButton, ExportButton } from 'react-admin';
import { TableListActions } from '../../../components/list/TableListActions';

/** Columns, saved queries, "New artist" and Export. Every filter is always shown: no filter button. */
export const ArtistListActions = () => (
  <TableListActions>
    <CreateButton label="app.artists.list.create" />
    <ExportButton />
  </TableListActions>
);
