// A connected page: its figures, recent posts and engagement chart, a Sync button (reading the
// insights is the sync) and the Create Facebook Post button, whose success re-syncs 2 s later
// (spec 4: Facebook needs that long before a new post shows in the page's feed).
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { serverMessageOr } from '@/lib/errorMessage';
import { CreateFacebookPostButton } from './post';
import { RecentPosts } from './RecentPosts';
import { InsightFigures } from './InsightFigures';
import { useFacebookInsights } from './socialQueries';
import { useDelayedCall, type Schedule } from './useDelayedCall';

const EngagementChart = lazy(() => import('./EngagementChart'));

const KEY = 'app.artists.social.facebook';
export const RESYNC_DELAY_MS = 2_000;

export interface FacebookInsightsProps {
  artistId: number;
  /** Tests pass their own timer; the app uses the browser's. */
  schedule?: Schedule;
}

export const FacebookInsights = ({ artistId, schedule }: FacebookInsightsProps) => {
  const translate = useTranslate();
  const insights = useFacebookInsights(artistId);
  const later = useDelayedCall(RESYNC_DELAY_MS, schedule);
  const sync = () => void insights.refetch();
  const syncError = insights.isError ? serverMessageOr(insights.error, `${KEY}.sync_failed`) : null;

  return (
    <Stack spacing={3} aria-busy={insights.isFetching}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<SyncIcon />}
          loading={insights.isFetching}
          loadingPosition="start"
          onClick={sync}
        >
          {translate(`${KEY}.sync`)}
        </Button>
        <CreateFacebookPostButton artistId={artistId} onCreated={() => later(sync)} />
      </Stack>
      {syncError && <Alert severity="error">{translate(syncError, { _: syncError })}</Alert>}
      {insights.isPending && !insights.isError && (
        <LinearProgress aria-label={translate(`${KEY}.figures`)} />
      )}
      {insights.data && (
        <>
          <InsightFigures insights={insights.data} />
          {insights.data.recentPosts.length > 0 && (
            <Suspense fallback={<LinearProgress aria-label={translate(`${KEY}.chart_title`)} />}>
              <EngagementChart insights={insights.data} />
            </Suspense>
          )}
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1">
              {translate(`${KEY}.recent_posts`)}
            </Typography>
            <RecentPosts artistId={artistId} insights={insights.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
};
