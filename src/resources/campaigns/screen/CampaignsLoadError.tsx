import { ListContextProvider, useListContext } from 'react-admin';
import type { Campaign } from '@/api/types';
import { ListLoadError } from '@/components/list/ListLoadError';
import { useAllCampaigns } from './useAllCampaigns';

export const CAMPAIGNS_LOAD_FAILED = 'app.campaigns.screen.load_failed';

/**
 * The grid's load failure, with Retry. The attention summary reads the same GET /campaigns and
 * failed with it: Retry reloads both, or the summary would stay away until the next visit.
 */
export const CampaignsLoadError = () => {
  const list = useListContext<Campaign>();
  const all = useAllCampaigns();
  const retryBoth = () => {
    void all.refetch();
    return list.refetch();
  };
  return (
    <ListContextProvider value={{ ...list, refetch: retryBoth }}>
      <ListLoadError message={CAMPAIGNS_LOAD_FAILED} />
    </ListContextProvider>
  );
};
