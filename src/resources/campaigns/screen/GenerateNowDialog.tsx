import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { ConfirmDialog } from '@/components/confirm/ConfirmDialog';
import { useCampaignGeneration } from '../generation/useCampaignGeneration';

const KEY = 'app.campaigns.screen.generate_now';

export interface GenerateNowDialogProps {
  open: boolean;
  /** The campaign just created (kept once closed, so the dialog closes showing its name). */
  campaign: Campaign;
  onClose: () => void;
}

/** After a campaign is created: offers to generate its posts at once, or later from its card. */
export const GenerateNowDialog = ({ open, campaign, onClose }: GenerateNowDialogProps) => {
  const translate = useTranslate();
  const generation = useCampaignGeneration(campaign.id);
  return (
    <ConfirmDialog
      open={open}
      title={translate(`${KEY}.title`)}
      content={translate(`${KEY}.text`, { name: campaign.name })}
      cancelLabel={translate(`${KEY}.later`)}
      confirmLabel={translate(`${KEY}.generate`)}
      confirmColor="primary"
      confirmIcon={<AutoAwesomeIcon />}
      autoFocus="confirm"
      onConfirm={() => {
        if (!generation.running) generation.start();
        onClose();
      }}
      onCancel={onClose}
    />
  );
};
