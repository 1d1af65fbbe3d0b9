import { Box, Stack } from '@mui/material';
import type { Campaign } from '@/api/types';
import {
  DeleteCampaignButton,
  ViewCampaignPostsButton,
} from '@/components/promotion/campaignCard/CampaignCardButtons';
import { campaignPostsPath } from '@/resources/campaigns/paths';

export interface AlbumCampaignActionsProps {
  campaign: Campaign;
  /** Where the focus goes when the deleted campaign was the last card shown. */
  focusFallback: () => HTMLElement | null;
}

/**
 * The card's actions that make sense away from the campaigns screen: its posts (opened over the
 * Promo Campaigns screen, where generating and editing also live) and delete.
 */
export const AlbumCampaignActions = ({ campaign, focusFallback }: AlbumCampaignActionsProps) => (
  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%' }}>
    <ViewCampaignPostsButton
      campaign={campaign}
      to={campaignPostsPath({ campaignId: campaign.id })}
    />
    <Box sx={{ flexGrow: 1 }} />
    <DeleteCampaignButton campaign={campaign} focusFallback={focusFallback} />
  </Stack>
);
