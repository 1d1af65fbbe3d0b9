import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useTranslate, type Identifier } from 'react-admin';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Song } from '@/api/types';
import { BulkEditButton } from '@/components/bulkEdit/BulkEditButton';
import { BulkEditProvider } from '@/components/bulkEdit/BulkEditProvider';
import { BulkEditToolbar } from '@/components/bulkEdit/BulkEditToolbar';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { LocaleDateField } from '@/components/LocaleDateField';
import { NamedSelectBody } from '@/components/list/NamedSelectRows';
import { ListLoadError } from '@/components/list/ListLoadError';
import { useListLoadOptions } from '@/components/list/useListLoadOptions';
import { formatDuration } from '@/lib/duration';
import { artistPath } from '../../artists/paths';
import { songPath } from '../paths';
import { ExplicitMark } from './ExplicitMark';
import { songBulkEdit } from '@/components/bulkEdit/kinds/songs/songBulkEdit';
import { SongListActions } from './SongListActions';
import { SongListEmpty } from './SongListEmpty';
import { useSongFilters } from './useSongFilters';
import { useSongExporter } from './useSongExporter';

const Column = DataTable.Col<Song>;

// The detail is /song/{id}, not react-admin's /songs/{id}/show: name the path outright.
const openDetail = (id: Identifier) => songPath(id);

// Links inside a clickable row: their click is theirs alone.
const stop = (event: MouseEvent) => event.stopPropagation();

const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };

const LOAD_FAILED = 'app.songs.list.load_failed';

/** The song list (/songs): every song of the label, newest first, filterable. */
export const SongList = () => {
  const translate = useTranslate();
  const filters = useSongFilters();
  const exporter = useSongExporter();
  const queryOptions = useListLoadOptions(LOAD_FAILED);

  return (
    <BulkEditProvider config={songBulkEdit}>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.songs.title')}
      </Typography>
      <List<Song>
        title="app.songs.title"
        filters={filters}
        actions={<SongListActions />}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={exporter}
        queryOptions={queryOptions}
        // Keep the filters on screen when nothing exists: the table says "No songs found".
        empty={false}
        error={<ListLoadError message={LOAD_FAILED} />}
        sx={{ contain: 'inline-size', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <DataTable<Song>
          bulkActionButtons={<BulkEditButton />}
          bulkActionsToolbar={<BulkEditToolbar />}
          body={NamedSelectBody}
          rowClick={openDetail}
          empty={<SongListEmpty />}
        >
          <Column
            source="title"
            render={(song) => (
              // A real link, so the detail is reachable with the keyboard too.
              <MuiLink
                component={Link}
                to={songPath(song.id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
                onClick={stop}
              >
                {song.title}
              </MuiLink>
            )}
          />
          <Column
            source="artist_name"
            disableSort
            render={(song) => (
              <MuiLink component={Link} to={artistPath(song.artist_id)} onClick={stop}>
                {song.artist_name}
              </MuiLink>
            )}
          />
          <Column
            source="duration_seconds"
            disableSort
            render={(song) => formatDuration(song.duration_seconds)}
          />
          <Column
            source="status"
            disableSort
            render={(song) => <CatalogueStatusChip status={song.status} />}
          />
          <Column
            source="is_explicit"
            disableSort
            align="center"
            sx={FROM_MD}
            render={(song) => <ExplicitMark explicit={song.is_explicit} />}
          />
          <Column source="created_at" field={LocaleDateField} />
        </DataTable>
      </List>
    </BulkEditProvider>
  );
};
