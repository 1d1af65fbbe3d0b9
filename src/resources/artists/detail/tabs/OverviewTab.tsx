import { Grid, Stack } from '@mui/material';
import type { Artist } from '@/api/types';
import { ArtistStatusCard } from './overview/ArtistStatusCard';
import { ContactCard } from './overview/ContactCard';
import { QuickActions } from './overview/QuickActions';
import { QuickStats } from './overview/QuickStats';
import { SummaryCard } from './overview/SummaryCard';

export const OverviewTab = ({ artist }: { artist: Artist }) => (
  <Grid container spacing={3}>
    <Grid size={{ xs: 12, md: 7, lg: 8 }}>
      <Stack spacing={3}>
        <SummaryCard artist={artist} />
        <ContactCard artist={artist} />
      </Stack>
    </Grid>
    <Grid size={{ xs: 12, md: 5, lg: 4 }}>
      <Stack spacing={3}>
        <ArtistStatusCard artist={artist} />
        <QuickStats artistId={artist.id} />
        <QuickActions />
      </Stack>
    </Grid>
  </Grid>
);
