import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Album } from '@/api/types';
import { EmptyState } from '@/components/detail/EmptyState';
import { LoadFailureAlert } from '@/components/detail/LoadFailureAlert';
import { CampaignSummaryCard } from '@/components/promotion/campaignCard/CampaignSummaryCard';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { newCampaignPath } from '@/resources/campaigns/paths';
import { AlbumCampaignActions } from './AlbumCampaignActions';
import { useAlbumCampaigns } from './useAlbumCampaigns';

const KEY = 'app.album_marketing.campaigns';

/** The album's campaigns as the campaigns screen's cards, and a new one for the album. */
export const AlbumCampaigns = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const campaigns = useAlbumCampaigns(album);
  useLoadFailureToast([campaigns.error], `${KEY}.load_failed`);
  const focusFallback = useCallback(() => heading.current, []);
  const newLink = newCampaignPath({ artistId: album.artist_id, albumId: album.id });

  const newButton = (variant: 'contained' | 'outlined') => (
    <Button component={Link} to={newLink} variant={variant} startIcon={<AddIcon />}>
      {translate(`${KEY}.new`)}
    </Button>
  );

  let content;
  if (campaigns.data?.length) {
    content = (
      <Box
        component="ul"
        aria-label={translate(`${KEY}.list`, { album: album.title })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {campaigns.data.map((campaign) => (
          <li key={campaign.id}>
            <CampaignSummaryCard
              campaign={campaign}
              headingLevel="h3"
              actions={<AlbumCampaignActions campaign={campaign} focusFallback={focusFallback} />}
            />
          </li>
        ))}
      </Box>
    );
  } else if (campaigns.isPending) {
    content = <LinearProgress aria-label={translate(`${KEY}.loading`)} />;
  } else if (campaigns.error) {
    content = (
      <LoadFailureAlert
        error={campaigns.error}
        fallbackKey={`${KEY}.load_failed`}
        onRetry={() => void campaigns.refetch()}
      />
    );
  } else {
    content = (
      <EmptyState
        icon={<CampaignIcon />}
        title={translate(`${KEY}.empty`)}
        hint={translate(`${KEY}.empty_hint`)}
        action={newButton('contained')}
      />
    );
  }

  const empty = !campaigns.isPending && !campaigns.error && !campaigns.data?.length;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ outline: 'none' }}
        >
          {translate(`${KEY}.title`)}
        </Typography>
        {/* The empty state offers it in its place. */}
        {!empty && newButton('outlined')}
      </Stack>
      {content}
    </Stack>
  );
};
