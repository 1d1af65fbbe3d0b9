import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Album } from '@/api/types';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { BulkEditButton } from '@/components/bulkEdit/BulkEditButton';
import { BulkEditProvider } from '@/components/bulkEdit/BulkEditProvider';
import { BulkEditToolbar } from '@/components/bulkEdit/BulkEditToolbar';
import { LocaleDateField } from '@/components/LocaleDateField';
import { ListLoadError } from '@/components/list/ListLoadError';
import { NamedSelectBody } from '@/components/list/NamedSelectRows';
import { useListLoadOptions } from '@/components/list/useListLoadOptions';
import { albumBulkEdit } from '@/components/bulkEdit/kinds/albums/albumBulkEdit';
import { artistPath } from '../../artists/paths';
import { albumPath } from '../paths';
import { AlbumCover } from '../shared/AlbumCover';
import { AlbumListActions } from './AlbumListActions';
import { AlbumListEmpty } from './AlbumListEmpty';
import { useAlbumFilters } from './useAlbumFilters';
import { useAlbumExporter } from './useAlbumExporter';

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
const openDetail = (id: Identifier) => albumPath(id);

const LOAD_FAILED = 'app.albums.list.load_failed';

/** /albums: every album of the label, newest first, with search, artist and status filters. */
export const AlbumList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const filters = useAlbumFilters();
  const typeName = useAlbumTypeName();
  const exporter = useAlbumExporter();
  const queryOptions = useListLoadOptions(LOAD_FAILED);
  const count = new Intl.NumberFormat(locale);

  return (
    <BulkEditProvider config={albumBulkEdit}>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.albums.list.title')}
      </Typography>
      <List<Album>
        title="app.albums.list.title"
        filters={filters}
        actions={<AlbumListActions />}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={exporter}
        queryOptions={queryOptions}
        // Keep the filters on screen when nothing matches: the table says so.
        empty={false}
        error={<ListLoadError message={LOAD_FAILED} />}
        sx={listSx}
      >
        <DataTable<Album>
          bulkActionButtons={<BulkEditButton />}
          bulkActionsToolbar={<BulkEditToolbar />}
          body={NamedSelectBody}
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
                to={albumPath(album.id)}
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
                to={artistPath(album.artist_id)}
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
    </BulkEditProvider>
  );
};
