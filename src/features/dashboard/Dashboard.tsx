import AlbumIcon from '@mui/icons-material/Album';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PeopleIcon from '@mui/icons-material/People';
import { Grid, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CatalogueHealthCard } from './CatalogueHealthCard';
import { RecentList } from './RecentList';
import { albumEntry, artistEntry, songEntry } from './recentEntries';
import { StatCard } from './StatCard';
import { useDashboardData } from './useDashboardData';
import { useLoadFailureToast } from '../../components/toasts/useLoadFailureToast';
import { useFormatPercent } from '@/lib/numbers';

/** The spec shows a fixed API status (all of it up), not a measured one. */
const API_STATUS = 1;

/** Counts, a fixed API status and the newest artists, songs and albums (spec 2, Dashboard). */
const Dashboard = () => {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const { artists, songs, albums } = useDashboardData();
  useLoadFailureToast([artists.error, songs.error, albums.error], 'app.dashboard.load_failed');
  const failedText = translate('app.dashboard.unavailable');

  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title="app.dashboard.title" />
      <Typography component="h1" variant="h4">
        {translate('app.dashboard.title')}
      </Typography>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.artists')}
            value={artists.total}
            loading={artists.isPending}
            icon={<PeopleIcon />}
            color="primary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.songs')}
            value={songs.total}
            loading={songs.isPending}
            icon={<MusicNoteIcon />}
            color="secondary"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.albums')}
            value={albums.total}
            loading={albums.isPending}
            icon={<AlbumIcon />}
            color="info"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            title={translate('app.dashboard.api_status')}
            value={formatPercent(API_STATUS)}
            icon={<MonitorHeartIcon />}
            color="success"
          />
        </Grid>
      </Grid>

      <CatalogueHealthCard />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecentList
            title={translate('app.dashboard.recent_artists')}
            emptyText={translate('app.dashboard.no_artists')}
            failedText={failedText}
            entries={(artists.data ?? []).map(artistEntry)}
            loading={artists.isPending}
            failed={!artists.data && !!artists.error}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecentList
            title={translate('app.dashboard.recent_songs')}
            emptyText={translate('app.dashboard.no_songs')}
            failedText={failedText}
            entries={(songs.data ?? []).map(songEntry)}
            loading={songs.isPending}
            failed={!songs.data && !!songs.error}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecentList
            title={translate('app.dashboard.recent_albums')}
            emptyText={translate('app.dashboard.no_albums')}
            failedText={failedText}
            entries={(albums.data ?? []).map((album) => albumEntry(album, translate))}
            loading={albums.isPending}
            failed={!albums.data && !!albums.error}
          />
        </Grid>
      </Grid>
    </Stack>
  );
};

export default Dashboard;
