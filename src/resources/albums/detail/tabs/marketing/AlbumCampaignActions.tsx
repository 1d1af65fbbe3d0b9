import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Campaign } from '../../../../../api/types';
import { ConfirmDeleteButton } from '../../../../../components/delete/ConfirmDeleteButton';
import { campaignPostsPath } from '../../../../campaigns/paths';

const KEY = 'app.campaigns.screen';

const DELETE_TEXTS = {
  title: `${KEY}.delete.title`,
  content: `${KEY}.delete.confirm`,
  success: `${KEY}.delete.deleted`,
  failure: `${KEY}.delete.failed`,
};

export interface AlbumCampaignActionsProps {
  campaign: Campaign;
  /** Where the focus goes when the deleted campaign was the last card shown. */
  focusFallback: () => HTMLElement | null;
}

/**
 * The card's actions that make sense away from the campaigns screen: its posts (opened over the
 * Promo Campaigns screen, where generating and editing also live) and delete.
 */
export const AlbumCampaignActions = ({ campaign, focusFallback }: AlbumCampaignActionsProps) => {
  const translate = useTranslate();
  const name = { name: campaign.name };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, width: '100%' }}>
      <Button
        component={Link}
        to={campaignPostsPath({ campaignId: campaign.id })}
        size="small"
        variant="outlined"
        startIcon={<ListAltIcon />}
        aria-label={translate(`${KEY}.card.view_posts_label`, name)}
      >
        {translate(`${KEY}.card.view_posts`)}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <ConfirmDeleteButton
        resource="campaigns"
        record={campaign}
        label={translate(`${KEY}.card.delete_label`, name)}
        texts={{ ...DELETE_TEXTS, args: name }}
        focusFallback={focusFallback}
      />
    </Stack>
  );
};
