import { DataTable, List, SearchInput, TextField } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** A first list over the API; the artists issue builds the full screen. */
export const ArtistList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={10}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="stageName" />
      <DataTable.Col source="realName" />
      <DataTable.Col source="email" />
      <DataTable.Col source="status" field={TextField} />
      <DataTable.Col source="createdAt" field={LocaleDateField} />
    </DataTable>
  </List>
);
