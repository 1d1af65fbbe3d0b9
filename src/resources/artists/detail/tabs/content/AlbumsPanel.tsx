import AlbumIcon from '@mui/icons-material/Album';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Album } from '@/api/types';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { ALBUM_DELETE_TEXTS } from '@/components/catalogue/deleteTexts';
import { useFormatDate } from '@/lib/dates';
import { albumPath } from '@/resources/albums/paths';
import { useOpenQuickAction } from '../../quickActions/quickActionsContext';
import { CataloguePanel } from './CataloguePanel';

export interface AlbumsPanelProps {
  albums: Album[] | undefined;
  loading: boolean;
  failed: boolean;
}

export const AlbumsPanel = ({ albums, loading, failed }: AlbumsPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const typeName = useAlbumTypeName();
  const openQuickAction = useOpenQuickAction();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.artists.detail.content.${key}`, options);
  const count = new Intl.NumberFormat(locale);

  return (
    <CataloguePanel<Album>
      rows={albums}
      loading={loading}
      failed={failed}
      label={t('albums')}
      pathOf={(album) => albumPath(album.id)}
      columns={[
        { header: t('columns.type'), render: (album) => typeName(album.album_type) },
        {
          header: t('columns.status'),
          render: (album) => <CatalogueStatusChip status={album.status} />,
        },
        {
          header: t('columns.release_date'),
          render: (album) =>
            album.release_date && (
              <time dateTime={album.release_date}>{formatDate(album.release_date)}</time>
            ),
        },
        {
          header: t('columns.tracks'),
          align: 'right',
          render: (album) => count.format(album.songs.length),
        },
      ]}
      add={{ label: t('create_album'), onClick: () => openQuickAction('create-album') }}
      empty={{ icon: <AlbumIcon />, title: t('no_albums'), hint: t('no_albums_hint') }}
      deletion={{
        resource: 'albums',
        texts: ALBUM_DELETE_TEXTS,
        labelOf: (album) => t('delete_album', { title: album.title }),
      }}
    />
  );
};
