import { Box, Skeleton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { SectionCard } from '@/components/detail/SectionCard';
import { useArtistStats } from '../../useArtistStats';

interface Stat {
  key: 'songs' | 'albums' | 'photos' | 'videos';
  value: number | undefined;
  loading: boolean;
}

export const QuickStats = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { songs, albums, media } = useArtistStats(artistId);
  useLoadFailureToast([songs.error, albums.error], 'app.artists.detail.content.load_failed');
  useLoadFailureToast([media.error], 'app.artists.detail.overview.media_load_failed');

  const stats: Stat[] = [
    { key: 'songs', value: songs.total, loading: songs.isPending },
    { key: 'albums', value: albums.total, loading: albums.isPending },
    { key: 'photos', value: media.data?.photos.length, loading: media.isPending },
    { key: 'videos', value: media.data?.videos.length, loading: media.isPending },
  ];
  const loading = stats.some((stat) => stat.loading);
  const format = new Intl.NumberFormat(locale);

  return (
    <SectionCard title={translate('app.artists.detail.overview.quick_stats')} busy={loading}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2, m: 0 }}
      >
        {stats.map((stat) => (
          <Box key={stat.key} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`app.artists.detail.overview.stats.${stat.key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {stat.loading ? (
                <Skeleton width="3ch" />
              ) : stat.value === undefined ? (
                '—'
              ) : (
                format.format(stat.value)
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};
