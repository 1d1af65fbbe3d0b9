// The two actions a campaign card has wherever it is shown (the Promo Campaigns screen, an
// album's Marketing tab): its posts, and delete with its confirmation.
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Campaign } from '@/api/types';
import { ConfirmDeleteButton } from '../../delete/ConfirmDeleteButton';

const KEY = 'app.campaigns.screen';

const DELETE_TEXTS = {
  title: `${KEY}.delete.title`,
  content: `${KEY}.delete.confirm`,
  success: `${KEY}.delete.deleted`,
  failure: `${KEY}.delete.failed`,
};

/** "View posts", named with the campaign for a screen reader. */
export const ViewCampaignPostsButton = ({ campaign, to }: { campaign: Campaign; to: string }) => {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={to}
      size="small"
      variant="outlined"
      startIcon={<ListAltIcon />}
      aria-label={translate(`${KEY}.card.view_posts_label`, { name: campaign.name })}
    >
      {translate(`${KEY}.card.view_posts`)}
    </Button>
  );
};

export interface DeleteCampaignButtonProps {
  campaign: Campaign;
  /** Where the focus goes when the deleted campaign was the last card shown. */
  focusFallback: () => HTMLElement | null;
}

export const DeleteCampaignButton = ({ campaign, focusFallback }: DeleteCampaignButtonProps) => {
  const translate = useTranslate();
  const name = { name: campaign.name };
  return (
    <ConfirmDeleteButton
      resource="campaigns"
      record={campaign}
      label={translate(`${KEY}.card.delete_label`, name)}
      texts={{ ...DELETE_TEXTS, args: name }}
      focusFallback={focusFallback}
    />
  );
};
