import { useTranslate } from 'react-admin';
import type { CatalogueStatus } from '../api/types';
import { catalogueStatusKey } from '../components/catalogue/catalogueStatus';
import { FilterSelectInput } from '../components/FilterSelectInput';
import { artistFilter, searchFilter } from '../components/list/listFilters';

const STATUSES: readonly CatalogueStatus[] = ['draft', 'published', 'archived'];
// The names the status chips show, so the filter and the rows read alike.
const STATUS_CHOICES = STATUSES.map((status) => ({
  id: status,
  name: catalogueStatusKey(status),
}));

export interface CatalogueFilterLabels {
  /** i18n key of the artist filter's label */
  artist: string;
  /** i18n key of the status filter's "all" choice */
  allStatuses: string;
}

/**
 * The song and album lists' filters: search (title), artist and status, all always on.
 * react-admin keeps their values in the URL, so Back and a reload return to the same selection.
 */
export function useCatalogueFilters(labels: CatalogueFilterLabels) {
  const translate = useTranslate();
  return [
    searchFilter(translate('ra.action.search')),
    artistFilter(labels.artist),
    <FilterSelectInput
      key="status"
      source="status"
      choices={STATUS_CHOICES}
      emptyText={labels.allStatuses}
      alwaysOn
    />,
  ];
}
