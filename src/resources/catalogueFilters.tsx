import { useTranslate } from 'react-admin';
import { CATALOGUE_STATUS_CHOICES } from '../components/catalogue/catalogueStatus';
import { FilterSelectInput } from '../components/FilterSelectInput';
import { artistFilter, searchFilter } from '../components/list/listFilters';

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
      choices={CATALOGUE_STATUS_CHOICES}
      emptyText={labels.allStatuses}
      alwaysOn
    />,
  ];
}
