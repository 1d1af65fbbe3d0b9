import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignStatus } from '@/api/types';
import { CAMPAIGN_STATUS_COLOURS, campaignStatusKey } from '../campaignStatus';

/** A campaign's status as a badge in its own colour. */
export const CampaignStatusBadge = ({ status }: { status: CampaignStatus }) => {
  const translate = useTranslate();
  const colours = CAMPAIGN_STATUS_COLOURS[status] ?? CAMPAIGN_STATUS_COLOURS.draft;
  return (
    <Chip
      size="small"
      label={translate(campaignStatusKey(status), { _: status })}
      sx={{ color: colours.text, bgcolor: colours.background, fontWeight: 600 }}
    />
  );
};
