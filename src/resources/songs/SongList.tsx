import { DataTable, List, SearchInput } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A first list over the API; the catalogue issue builds the full screen. */
export const SongList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="artist_name" />
      <DataTable.Col source="status" />
      <DataTable.Col source="created_at" field={LocaleDateField} />
    </DataTable>
  </List>
);
