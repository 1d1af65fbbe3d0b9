// Campaigns per status, counted here from the whole list (GET /campaigns has no totals).
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { CAMPAIGN_STATUSES } from '@/api/campaignVocabulary';
import { campaignStatusKey } from '@/components/promotion/campaignStatus';
import { useFormatNumber } from '@/lib/numbers';
import { campaignsPath } from '@/resources/campaigns/paths';
import { campaignsByStatus } from '../figures/campaignFigures';
import { listPath, type FigureTable } from '../figures/figureTable';
import { useAllCampaigns } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';

export const CampaignStatusCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    const counts = campaignsByStatus(query.data);
    return {
      labelHeader: translate(`${KEY}.headers.status`),
      columns: [
        { id: 'campaigns', header: translate(`${KEY}.headers.campaigns`), format: formatNumber },
      ],
      rows: CAMPAIGN_STATUSES.map((status) => ({
        id: status,
        label: translate(campaignStatusKey(status)),
        href: listPath(campaignsPath, { status }),
        values: [counts[status]],
      })),
    };
  }, [query.data, translate, formatNumber]);
  return (
    <AnalyticsCard
      id="campaigns-by-status"
      title={translate(`${KEY}.campaigns_by_status.title`)}
      description={translate(`${KEY}.campaigns_by_status.description`)}
      load={query}
      table={table}
    />
  );
};
