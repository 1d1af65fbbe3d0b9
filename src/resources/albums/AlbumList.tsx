import { DataTable, List, SearchInput } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A first list over the API; the catalogue issue builds the full screen. */
export const AlbumList = () => (
  <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="artist_name" />
      <DataTable.Col source="album_type" />
      <DataTable.Col source="status" />
      <DataTable.Col source="release_date" field={LocaleDateField} />
    </DataTable>
  </List>
);
