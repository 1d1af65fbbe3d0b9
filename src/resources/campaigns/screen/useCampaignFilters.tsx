import { useTranslate } from 'react-admin';
import { FilterSelectInput } from '@/components/FilterSelectInput';
import { artistFilter, searchFilter } from '@/components/list/listFilters';
import { CAMPAIGN_STATUS_CHOICES } from '@/components/promotion/campaignStatus';

const KEY = 'app.campaigns.screen.filters';

/**
 * Search, artist and status, all always on. They are the list's filter, which react-admin keeps
 * in the URL (filter=...), so Back, a reload and a shared link show the same selection.
 */
export function useCampaignFilters() {
  const translate = useTranslate();
  return [
    searchFilter(translate(`${KEY}.search`), translate(`${KEY}.search`)),
    artistFilter(`${KEY}.artist`),
    <FilterSelectInput
      key="status"
      source="status"
      label={`${KEY}.status`}
      choices={CAMPAIGN_STATUS_CHOICES}
      emptyText={`${KEY}.all_statuses`}
      alwaysOn
    />,
  ];
}
