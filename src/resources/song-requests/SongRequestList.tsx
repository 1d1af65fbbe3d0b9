import { Typography } from '@mui/material';
import { List, SortButton, TopToolbar, useTranslate } from 'react-admin';
import type { SongRequest } from '../../api/types';
import { ListLoadError } from '../../components/list/ListLoadError';
import { searchFilter } from '../../components/list/listFilters';
import { SavedQueriesButton } from '../../components/list/SavedQueriesButton';
import { useListLoadOptions } from '../../components/list/useListLoadOptions';
import { SongRequestCards } from './list/SongRequestCards';
import { StatusFilterButtons } from './list/StatusFilterButtons';

const LOAD_FAILED = 'app.song_requests.load_failed';

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <StatusFilterButtons />
    <SortButton fields={['requested_at']} />
    <SavedQueriesButton />
  </TopToolbar>
);

/**
 * /song-requests: the requests artists submit, pending ones first shown, newest first, each
 * with its details to approve or reject. Status, search and sort live in the URL.
 */
export const SongRequestList = () => {
  const translate = useTranslate();
  const queryOptions = useListLoadOptions(LOAD_FAILED);
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.song_requests.title')}
      </Typography>
      <List<SongRequest>
        title="app.song_requests.title"
        sort={{ field: 'requested_at', order: 'DESC' }}
        filterDefaultValues={{ status: 'pending' }}
        filters={[
          searchFilter(
            translate('app.song_requests.search'),
            translate('app.song_requests.search'),
          ),
        ]}
        actions={<Actions />}
        exporter={false}
        queryOptions={queryOptions}
        // Keep the filter buttons on screen when a status has no request: the cards say so.
        empty={false}
        error={<ListLoadError message={LOAD_FAILED} />}
      >
        <SongRequestCards />
      </List>
    </>
  );
};
