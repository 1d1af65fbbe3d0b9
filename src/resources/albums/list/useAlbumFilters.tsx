import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import type { CatalogueStatus } from '../../../api/types';

const STATUSES: readonly CatalogueStatus[] = ['draft', 'published', 'archived'];
const STATUS_CHOICES = STATUSES.map((status) => ({
  id: status,
  name: `app.albums.status.${status}`,
}));

const artistSearch = (text: string) => ({ q: text });

/**
 * Search (title), artist and status, all always on. react-admin keeps their values in the URL,
 * so Back and a reload return to the same selection.
 */
export function useAlbumFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      // The placeholder alone is no label once text is typed.
      slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }}
    />,
    <ReferenceInput
      key="artist_id"
      source="artist_id"
      reference="artists"
      sort={{ field: 'stageName', order: 'ASC' }}
      alwaysOn
    >
      <AutocompleteInput
        label="app.albums.list.artist_filter"
        optionText="stageName"
        filterToQuery={artistSearch}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      choices={STATUS_CHOICES}
      emptyText="app.albums.list.all_statuses"
      alwaysOn
    />,
  ];
}
