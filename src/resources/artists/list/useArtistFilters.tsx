import { SearchInput, useLocaleState, useTranslate } from 'react-admin';
import type { ArtistStatus } from '../../../api/types';
import { FilterSelectInput } from '../../../components/FilterSelectInput';
import { useGenreName, useGenres } from '../useArtistChoices';

const STATUSES: readonly ArtistStatus[] = ['active', 'inactive', 'suspended'];
const STATUS_CHOICES = STATUSES.map((status) => ({
  id: status,
  name: `app.artists.status.${status}`,
}));

/**
 * Search, genre and status, all always on. Their values are the list's filter, which react-admin
 * keeps in the URL, so Back and a reload return to the same selection.
 */
export function useArtistFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const genres = useGenres();
  const nameOf = useGenreName();
  const genreChoices = (genres.data ?? [])
    .map((genre) => ({ id: genre.id, name: nameOf(genre) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));

  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      // The placeholder alone is no label once text is typed.
      slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
    />,
    <FilterSelectInput
      key="genre"
      source="genre"
      label="app.artists.list.genre_filter"
      choices={genreChoices}
      isPending={genres.isPending}
      translateChoice={false}
      emptyText="app.artists.list.all_genres"
      alwaysOn
    />,
    <FilterSelectInput
      key="status"
      source="status"
      choices={STATUS_CHOICES}
      emptyText="app.artists.list.all_statuses"
      alwaysOn
    />,
  ];
}
