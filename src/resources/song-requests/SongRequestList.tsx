import { DataTable, List } from 'react-admin';
import { LocaleDateField } from '../../components/LocaleDateField';

/** A first list over the API; the song-requests issue builds the review screen. */
export const SongRequestList = () => (
  <List sort={{ field: 'requested_at', order: 'DESC' }} filterDefaultValues={{ status: 'pending' }}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="artist_name" />
      <DataTable.Col source="status" />
      <DataTable.Col source="requested_at" field={LocaleDateField} />
    </DataTable>
  </List>
);
