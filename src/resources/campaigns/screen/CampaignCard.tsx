import { Card, CardActions, CardContent, Divider, Stack, Typography } from '@mui/material';
import { memo, useId } from 'react';
import { GenerationStatus } from '../generation/GenerationStatus';
import { CampaignCardActions, type CampaignCardActionsProps } from './CampaignCardActions';
import { CampaignFacts } from './CampaignFacts';
import { CampaignStats } from './CampaignStats';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignTags } from './CampaignTags';
import { PostsBar } from './PostsBar';

/**
 * One campaign of the grid: an article named by its heading, the campaign's name. Memoised: the
 * list behind the posts view renders again at every change of the URL (a tab, a post opened),
 * and a card whose campaign has not changed need not.
 */
export const CampaignCard = memo(function CampaignCard({
  campaign,
  ...actions
}: CampaignCardActionsProps) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="h6"
              sx={{ flexGrow: 1, overflowWrap: 'anywhere', lineHeight: 1.3 }}
            >
              {campaign.name}
            </Typography>
            <CampaignStatusBadge status={campaign.status} />
          </Stack>
          <CampaignFacts campaign={campaign} />
          <CampaignStats campaign={campaign} />
          <PostsBar campaign={campaign} />
          <CampaignTags campaign={campaign} />
          <GenerationStatus campaignId={campaign.id} />
        </Stack>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 2 }}>
        <CampaignCardActions campaign={campaign} {...actions} />
      </CardActions>
    </Card>
  );
});
