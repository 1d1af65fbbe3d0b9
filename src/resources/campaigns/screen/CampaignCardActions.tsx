import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import {
  DeleteCampaignButton,
  ViewCampaignPostsButton,
} from '@/components/promotion/campaignCard/CampaignCardButtons';
import { GenerationButton } from '../generation/GenerationButton';
import { useCampaignGeneration } from '../generation/useCampaignGeneration';
import { useCampaignPostsLink } from './useCampaignPostsLink';

const KEY = 'app.campaigns.screen';

export interface CampaignCardActionsProps {
  campaign: Campaign;
  onEdit: (campaign: Campaign) => void;
  /** Where the focus goes when the deleted campaign was the last card shown. */
  focusFallback: () => HTMLElement | null;
}

/**
 * View Posts, Generate, Edit, Delete. Generate refuses a second start while one runs, in this
 * tab or another (GenerationButton).
 */
export const CampaignCardActions = ({
  campaign,
  onEdit,
  focusFallback,
}: CampaignCardActionsProps) => {
  const translate = useTranslate();
  const postsLink = useCampaignPostsLink();
  const generation = useCampaignGeneration(campaign.id);
  const name = { name: campaign.name };
  const editText = translate(`${KEY}.card.edit`);
  const running = generation.running;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, width: '100%' }}>
      <ViewCampaignPostsButton campaign={campaign} to={postsLink({ campaignId: campaign.id })} />
      <GenerationButton
        running={running}
        size="small"
        variant="contained"
        startIcon={<AutoAwesomeIcon />}
        aria-label={translate(`${KEY}.card.generate_label`, name)}
        onClick={generation.start}
      >
        {translate(`${KEY}.card.generate`)}
      </GenerationButton>
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={editText}>
        <IconButton
          size="small"
          aria-label={translate(`${KEY}.card.edit_label`, name)}
          aria-haspopup="dialog"
          onClick={() => onEdit(campaign)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteCampaignButton campaign={campaign} focusFallback={focusFallback} />
    </Stack>
  );
};
