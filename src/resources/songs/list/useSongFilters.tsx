import { useCatalogueFilters } from '../../catalogueFilters';

export const useSongFilters = () =>
  useCatalogueFilters({
    artist: 'resources.songs.fields.artist_id',
    allStatuses: 'app.songs.list.all_statuses',
  });
