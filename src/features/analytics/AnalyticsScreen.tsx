// /analytics: the label at a glance (issue 24). Each part loads on its own; counts come from
// the API's totals, so the requests made do not grow with the size of the label.
import { Grid, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BudgetCard } from './cards/BudgetCard';
import { CampaignPostsCard } from './cards/CampaignPostsCard';
import { CampaignStatusCard } from './cards/CampaignStatusCard';
import { LaunchesCard } from './cards/LaunchesCard';
import { CatalogueCard } from './cards/CatalogueCard';
import { ReleasesCard } from './cards/ReleasesCard';
import { ArtistGenreCard, ArtistStatusCard } from './cards/RosterCards';
import { SongRequestMonthCard, SongRequestStatusCard } from './cards/SongRequestCards';

const HALF = { xs: 12, lg: 6 };

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5">
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Stack>
  );
};

const AnalyticsScreen = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title="app.analytics.title" />
      <Typography component="h1" variant="h4">
        {translate('app.analytics.title')}
      </Typography>
      <Section title={translate('app.analytics.sections.roster')}>
        <Grid size={HALF}>
          <ArtistStatusCard />
        </Grid>
        <Grid size={HALF}>
          <ArtistGenreCard />
        </Grid>
      </Section>
      <Section title={translate('app.analytics.sections.catalogue')}>
        <Grid size={HALF}>
          <CatalogueCard resource="songs" />
        </Grid>
        <Grid size={HALF}>
          <CatalogueCard resource="albums" />
        </Grid>
        <Grid size={12}>
          <ReleasesCard />
        </Grid>
      </Section>
      <Section title={translate('app.analytics.sections.campaigns')}>
        <Grid size={HALF}>
          <CampaignStatusCard />
        </Grid>
        <Grid size={HALF}>
          <CampaignPostsCard />
        </Grid>
        <Grid size={HALF}>
          <BudgetCard />
        </Grid>
        <Grid size={HALF}>
          <LaunchesCard />
        </Grid>
      </Section>
      <Section title={translate('app.analytics.sections.requests')}>
        <Grid size={HALF}>
          <SongRequestStatusCard />
        </Grid>
        <Grid size={HALF}>
          <SongRequestMonthCard />
        </Grid>
      </Section>
    </Stack>
  );
};

export default AnalyticsScreen;
