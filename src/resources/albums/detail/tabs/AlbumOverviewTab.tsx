import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Album } from '@/api/types';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { DetailList } from '@/components/detail/DetailList';
import { SectionCard } from '@/components/detail/SectionCard';
import { useFormatDate } from '@/lib/dates';
import { formatDuration } from '@/lib/duration';
import { totalDuration } from '@/components/catalogue/albumDuration';

export const AlbumOverviewTab = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const typeName = useAlbumTypeName();
  const field = (name: string) => translate(`resources.albums.fields.${name}`);
  const t = (key: string) => translate(`app.albums.detail.overview.${key}`);
  // Optional values say they are missing, so every detail keeps its place in the list.
  const notSet = (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {t('not_set')}
    </Typography>
  );

  return (
    <SectionCard title={t('details')}>
      <DetailList
        items={[
          {
            label: t('description'),
            value: album.description ? (
              <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {album.description}
              </Typography>
            ) : (
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('no_description')}
              </Typography>
            ),
          },
          { label: field('album_type'), value: typeName(album.album_type) },
          { label: field('status'), value: <CatalogueStatusChip status={album.status} /> },
          {
            label: field('release_date'),
            value: album.release_date ? (
              <time dateTime={album.release_date}>{formatDate(album.release_date)}</time>
            ) : (
              notSet
            ),
          },
          { label: field('upc'), value: album.upc || notSet },
          {
            label: t('track_count'),
            value: new Intl.NumberFormat(locale).format(album.songs.length),
          },
          { label: t('total_duration'), value: formatDuration(totalDuration(album.songs)) },
          {
            label: field('created_at'),
            value: <time dateTime={album.created_at}>{formatDate(album.created_at)}</time>,
          },
        ]}
      />
    </SectionCard>
  );
};
