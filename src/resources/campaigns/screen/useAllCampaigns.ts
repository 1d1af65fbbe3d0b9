import { useGetList } from 'react-admin';
import type { Campaign } from '@/api/types';

// GET /campaigns answers every campaign at once; asking for them all costs no more requests.
const ALL = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/**
 * Every campaign, whatever the grid's filters and page: the attention summary counts them all.
 * A failure stays silent here, the grid reports the same load failing.
 */
export function useAllCampaigns() {
  return useGetList<Campaign>('campaigns', {
    pagination: ALL,
    sort: { field: 'launch_date', order: 'DESC' },
    filter: {},
  });
}
