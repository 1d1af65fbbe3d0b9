import { memo } from 'react';
import { CampaignSummaryCard } from '@/components/promotion/campaignCard/CampaignSummaryCard';
import { GenerationStatus } from '../generation/GenerationStatus';
import { CampaignCardActions, type CampaignCardActionsProps } from './CampaignCardActions';

/**
 * One campaign of the grid, with its generation progress and every action. Memoised: the list
 * behind the posts view renders again at every change of the URL (a tab, a post opened), and a
 * card whose campaign has not changed need not.
 */
export const CampaignCard = memo(function CampaignCard({
  campaign,
  ...actions
}: CampaignCardActionsProps) {
  return (
    <CampaignSummaryCard
      campaign={campaign}
      extra={<GenerationStatus campaignId={campaign.id} />}
      actions={<CampaignCardActions campaign={campaign} {...actions} />}
    />
  );
});
