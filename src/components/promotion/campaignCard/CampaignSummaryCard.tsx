import { Card, CardActions, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { Campaign } from '@/api/types';
import { CampaignFacts } from './CampaignFacts';
import { CampaignStats } from './CampaignStats';
import { CampaignStatusBadge } from './CampaignStatusBadge';
import { CampaignTags } from './CampaignTags';
import { PostsBar } from './PostsBar';

export interface CampaignSummaryCardProps {
  campaign: Campaign;
  /** The campaign's name is a heading one level below the section holding the cards. */
  headingLevel?: 'h2' | 'h3';
  /** Shown below the facts (the campaigns screen's generation progress). */
  extra?: ReactNode;
  /** The buttons at the foot of the card: each screen offers what makes sense there. */
  actions: ReactNode;
}

/**
 * One campaign as a card, an article named by its heading (the campaign's name): status, artist,
 * album, launch, budget, post counters, progress of the posts, platforms and languages. The
 * Promo Campaigns grid and the album's Marketing tab show the same card.
 */
export const CampaignSummaryCard = ({
  campaign,
  headingLevel = 'h2',
  extra,
  actions,
}: CampaignSummaryCardProps) => {
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
              component={headingLevel}
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
          {extra}
        </Stack>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 2 }}>{actions}</CardActions>
    </Card>
  );
};
