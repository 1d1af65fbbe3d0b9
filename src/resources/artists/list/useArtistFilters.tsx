import { useMemo } from 'react';
import { SearchInput, useLocaleState, useTranslate } from 'react-admin';
import { ARTIST_STATUSES } from '@/api/artistVocabulary';
import { FilterSelectInput, type FilterSelectInputProps } from '@/components/FilterSelectInput';
import { useGenreName, useGenres } from '@/components/catalogue/useArtistChoices';

const STATUS_CHOICES = ARTIST_STATUSES.map((status) => ({
  id: status,
  name: `app.artists.status.${status}`,
}));

type GenreFilterInputProps = Omit<FilterSelectInputProps, 'choices' | 'emptyText'>;

/**
 * The genre filter, which loads the genres itself: react-admin's dataProvider hook follows the
 * URL (its access-denied logout reads the location), so in the list it would render the whole
 * list, every row with it, at each sort, filter or page change.
 */
const GenreFilterInput = (props: GenreFilterInputProps) => {
  const [locale] = useLocaleState();
  const genres = useGenres();
  const nameOf = useGenreName();
  const choices = useMemo(
    () =>
      (genres.data ?? [])
        .map((genre) => ({ id: genre.id, name: nameOf(genre) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [genres.data, nameOf, locale],
  );
  return (
    <FilterSelectInput
      {...props}
      choices={choices}
      isPending={genres.isPending}
      translateChoice={false}
      emptyText="app.artists.list.all_genres"
    />
  );
};

/**
 * Search, genre and status, all always on. Their values are the list's filter, which react-admin
 * keeps in the URL, so Back and a reload return to the same selection.
 */
export function useArtistFilters() {
  const translate = useTranslate();
  const searchLabel = translate('ra.action.search');
  // The same elements while the language stays: a new array would render the filter form again.
  return useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        // The placeholder alone is no label once text is typed.
        slotProps={{ htmlInput: { 'aria-label': searchLabel } }}
      />,
      <GenreFilterInput
        key="genre"
        source="genre"
        label="app.artists.list.genre_filter"
        alwaysOn
      />,
      <FilterSelectInput
        key="status"
        source="status"
        choices={STATUS_CHOICES}
        emptyText="app.artists.list.all_statuses"
        alwaysOn
      />,
    ],
    [searchLabel],
  );
}
