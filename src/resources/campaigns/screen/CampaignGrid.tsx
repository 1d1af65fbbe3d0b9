import { Box, LinearProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { CampaignCard } from './CampaignCard';
import type { CampaignCardActionsProps } from './CampaignCardActions';
import { NoMatchingCampaigns } from './CampaignsEmpty';

type GridProps = Omit<CampaignCardActionsProps, 'campaign'>;

/** The list's page of campaigns as a responsive grid of cards, a list of articles. */
export const CampaignGrid = (props: GridProps) => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Campaign>();
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} sx={{ my: 2 }} />;
  if (!data?.length) return <NoMatchingCampaigns />;
  return (
    <Box
      component="ul"
      aria-label={translate('app.campaigns.screen.title')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {data.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} {...props} />
        </li>
      ))}
    </Box>
  );
};
