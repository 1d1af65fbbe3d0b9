import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Campaign } from '../../../api/types';
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
  const titleId = useId();
  const textId = useId();
  const generation = useCampaignGeneration(campaign.id);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate(`${KEY}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {translate(`${KEY}.text`, { name: campaign.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${KEY}.later`)}</Button>
        <Button
          variant="contained"
          startIcon={<AutoAwesomeIcon />}
          autoFocus
          onClick={() => {
            if (!generation.running) generation.start();
            onClose();
          }}
        >
          {translate(`${KEY}.generate`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
