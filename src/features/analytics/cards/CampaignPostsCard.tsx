// The campaigns' posts per status, summed from the counters each campaign carries (no posts
// request): the drill-down is per campaign, in the list of those waiting for review.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatNumber } from '@/lib/numbers';
import { POST_PARTS, campaignsAwaitingReview, postsByPart } from '../figures/campaignFigures';
import type { FigureTable } from '../figures/figureTable';
import { useAllCampaigns } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';
import { AwaitingReview } from './AwaitingReview';

const KEY = 'app.analytics';

export const CampaignPostsCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    const sums = postsByPart(query.data);
    return {
      labelHeader: translate(`${KEY}.headers.post_status`),
      columns: [{ id: 'posts', header: translate(`${KEY}.headers.posts`), format: formatNumber }],
      rows: POST_PARTS.map((part) => ({
        id: part,
        label: translate(`${KEY}.posts.parts.${part}`),
        values: [sums[part]],
      })),
    };
  }, [query.data, translate, formatNumber]);
  return (
    <AnalyticsCard
      id="posts-by-status"
      title={translate(`${KEY}.posts.title`)}
      description={translate(`${KEY}.posts.description`)}
      load={query}
      table={table}
      chart="horizontal-bar"
    >
      {query.data && <AwaitingReview campaigns={campaignsAwaitingReview(query.data)} />}
    </AnalyticsCard>
  );
};
