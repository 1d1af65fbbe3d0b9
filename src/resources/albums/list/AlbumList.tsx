import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Album } from '../../../api/types';
import { LocaleDateField } from '../../../components/LocaleDateField';
import { useFailureToast } from '../../artists/detail/useFailureToast';
import { CatalogueStatusChip } from '../../artists/detail/tabs/content/CatalogueStatusChip';
import { artistPaths } from '../../artists/routes';
import { shouldRetry } from '../../../providers/queryClient';
import { albumPaths } from '../routes';
import { AlbumCover } from '../shared/AlbumCover';
import { useAlbumTypeName } from '../shared/albumText';
import { AlbumListEmpty } from './AlbumListEmpty';
import { AlbumListError } from './AlbumListError';
import { useAlbumFilters } from './useAlbumFilters';

const Column = DataTable.Col<Album>;

// Columns give way as the screen narrows: cover, title, status always; artist, type and tracks
// from md; the two dates (both sortable) from lg.
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };

const listSx = {
  // Width the table still lacks scrolls inside the card instead of widening the whole page.
  contain: 'inline-size',
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

// The detail is a custom route (/album/{id}), not react-admin's edit or show path.
const openDetail = (id: Identifier) => albumPaths.detail(id);

/** /albums: every album of the label, newest first, with search, artist and status filters. */
export const AlbumList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useAlbumFilters();
  const typeName = useAlbumTypeName();
  const failed = useFailureToast();
  const count = new Intl.NumberFormat(locale);

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.albums.list.title')}
      </Typography>
      <List<Album>
        title="app.albums.list.title"
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        // The app's retry policy and the spec's toast instead of react-admin's own.
        queryOptions={{
          onError: (error: unknown) => failed(error, 'app.albums.list.load_failed'),
          retry: shouldRetry,
        }}
        // Keep the filters on screen when nothing matches: the table says so.
        empty={false}
        error={<AlbumListError />}
        sx={listSx}
      >
        <DataTable<Album>
          bulkActionButtons={false}
          rowClick={openDetail}
          empty={<AlbumListEmpty />}
        >
          <Column
            source="cover_image_id"
            disableSort
            render={(album) => (
              <AlbumCover coverImageId={album.cover_image_id} title={album.title} size={40} />
            )}
          />
          <Column
            source="title"
            render={(album) => (
              // A real link, so the detail is reachable with the keyboard too.
              <MuiLink
                component={Link}
                to={albumPaths.detail(album.id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
                onClick={(event) => event.stopPropagation()}
              >
                {album.title}
              </MuiLink>
            )}
          />
          <Column
            source="artist_name"
            disableSort
            sx={FROM_MD}
            render={(album) => (
              <MuiLink
                component={Link}
                to={artistPaths.detail(album.artist_id)}
                underline="hover"
                onClick={(event) => event.stopPropagation()}
              >
                {album.artist_name}
              </MuiLink>
            )}
          />
          <Column
            source="album_type"
            disableSort
            sx={FROM_MD}
            render={(album) => typeName(album.album_type)}
          />
          <Column
            source="status"
            disableSort
            render={(album) => <CatalogueStatusChip status={album.status} />}
          />
          <Column source="release_date" field={LocaleDateField} sx={FROM_LG} />
          <Column
            source="songs"
            disableSort
            align="right"
            sx={FROM_MD}
            render={(album) => count.format(album.songs.length)}
          />
          <Column source="created_at" field={LocaleDateField} sx={FROM_LG} />
        </DataTable>
      </List>
    </>
  );
};
