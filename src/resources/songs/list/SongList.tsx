import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Song } from '../../../api/types';
import { LocaleDateField } from '../../../components/LocaleDateField';
import { formatDuration } from '../../../lib/duration';
import { serverMessageOr } from '../../../lib/errorMessage';
import { shouldRetry } from '../../../providers/queryClient';
import { CatalogueStatusChip } from '../../artists/detail/tabs/content/CatalogueStatusChip';
import { artistPaths } from '../../artists/routes';
import { songPaths } from '../routes';
import { ExplicitMark } from './ExplicitMark';
import { SongListEmpty } from './SongListEmpty';
import { SongListError } from './SongListError';
import { useSongFilters } from './useSongFilters';

const Column = DataTable.Col<Song>;

// The detail is /song/{id}, not react-admin's /songs/{id}/show: name the path outright.
const openDetail = (id: Identifier) => songPaths.detail(id);

// Links inside a clickable row: their click is theirs alone.
const stop = (event: MouseEvent) => event.stopPropagation();

const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };

/** The song list (/songs): every song of the label, newest first, filterable. */
export const SongList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const filters = useSongFilters();

  // Replaces react-admin's own load-error notification: the server's words, else the spec's.
  const onLoadError = (error: unknown) => {
    const message = serverMessageOr(error, 'app.songs.list.load_failed');
    notify(message, { type: 'error', messageArgs: { _: message } });
  };

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.songs.title')}
      </Typography>
      <List<Song>
        title="app.songs.title"
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        queryOptions={{ onError: onLoadError, retry: shouldRetry }}
        // Keep the filters on screen when nothing exists: the table says "No songs found".
        empty={false}
        error={<SongListError />}
        sx={{ contain: 'inline-size', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        <DataTable<Song> bulkActionButtons={false} rowClick={openDetail} empty={<SongListEmpty />}>
          <Column
            source="title"
            render={(song) => (
              // A real link, so the detail is reachable with the keyboard too.
              <MuiLink
                component={Link}
                to={songPaths.detail(song.id)}
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
              <MuiLink component={Link} to={artistPaths.detail(song.artist_id)} onClick={stop}>
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
    </>
  );
};
