import { useCatalogueFilters } from '../../catalogueFilters';

export const useAlbumFilters = () =>
  useCatalogueFilters({
    artist: 'app.albums.list.artist_filter',
    allStatuses: 'app.albums.list.all_statuses',
  });
