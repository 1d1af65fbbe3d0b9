import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { SONG_DELETE_TEXTS, SONG_IN_ALBUM } from '@/components/catalogue/deleteTexts';
import { useFormatDate } from '@/lib/dates';
import { formatDuration } from '@/lib/duration';
import { songPath } from '@/resources/songs/paths';
import { useOpenQuickAction } from '../../quickActions/quickActionsContext';
import { CataloguePanel } from './CataloguePanel';

export interface SongsPanelProps {
  songs: Song[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Songs held by an album: their delete is refused by the server, so it is blocked here. */
  inAlbums: ReadonlySet<number>;
}

export const SongsPanel = ({ songs, loading, failed, inAlbums }: SongsPanelProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const openQuickAction = useOpenQuickAction();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.artists.detail.content.${key}`, options);

  return (
    <CataloguePanel<Song>
      rows={songs}
      loading={loading}
      failed={failed}
      label={t('songs')}
      pathOf={(song) => songPath(song.id)}
      columns={[
        { header: t('columns.duration'), render: (song) => formatDuration(song.duration_seconds) },
        {
          header: t('columns.status'),
          render: (song) => <CatalogueStatusChip status={song.status} />,
        },
        {
          header: t('columns.explicit'),
          render: (song) => t(song.is_explicit ? 'explicit_yes' : 'explicit_no'),
        },
        {
          header: t('columns.created'),
          render: (song) => <time dateTime={song.created_at}>{formatDate(song.created_at)}</time>,
        },
      ]}
      add={{ label: t('add_song'), onClick: () => openQuickAction('add-song') }}
      empty={{ icon: <MusicNoteIcon />, title: t('no_songs'), hint: t('no_songs_hint') }}
      deletion={{
        resource: 'songs',
        texts: SONG_DELETE_TEXTS,
        labelOf: (song) => t('delete_song', { title: song.title }),
        blockedReasonOf: (song) => (inAlbums.has(song.id) ? translate(SONG_IN_ALBUM) : undefined),
      }}
    />
  );
};
