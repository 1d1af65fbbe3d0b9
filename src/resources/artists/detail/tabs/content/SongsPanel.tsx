import AddIcon from '@mui/icons-material/Add';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import {
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Song } from '../../../../../api/types';
import { useFormatDate } from '../../../../../lib/dates';
import { formatDuration } from '../../../../../lib/duration';
import { useOpenQuickAction } from '../../quickActions/quickActionsContext';
import { CatalogueStatusChip } from './CatalogueStatusChip';
import { DeleteRowButton } from './DeleteRowButton';
import { EmptyState } from './EmptyState';
import { useConfirmedDelete } from './useConfirmedDelete';

export interface SongsPanelProps {
  songs: Song[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Songs held by an album: their delete is refused by the server, so it is blocked here. */
  inAlbums: ReadonlySet<number>;
}

const songPath = (song: Song) => `/song/${song.id}`;

export const SongsPanel = ({ songs, loading, failed, inAlbums }: SongsPanelProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const openQuickAction = useOpenQuickAction();
  const { ask, confirmProps } = useConfirmedDelete<Song>('songs', {
    success: 'app.artists.detail.content.song_deleted',
    failure: 'app.artists.detail.content.song_delete_failed',
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.artists.detail.content.${key}`, options);

  const addSong = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => openQuickAction('add-song')}
      aria-haspopup="dialog"
    >
      {t('add_song')}
    </Button>
  );

  if (loading) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  if (failed) return <Typography color="error">{t('load_failed')}</Typography>;
  if (!songs?.length) {
    return (
      <EmptyState
        icon={<MusicNoteIcon />}
        title={t('no_songs')}
        hint={t('no_songs_hint')}
        action={addSong}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {addSong}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('songs')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.title')}</TableCell>
              <TableCell>{t('columns.duration')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.explicit')}</TableCell>
              <TableCell>{t('columns.created')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {songs.map((song) => (
              <TableRow
                key={song.id}
                hover
                onClick={() => navigate(songPath(song))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  <Link
                    component={RouterLink}
                    to={songPath(song)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {song.title}
                  </Link>
                </TableCell>
                <TableCell>{formatDuration(song.duration_seconds)}</TableCell>
                <TableCell>
                  <CatalogueStatusChip status={song.status} />
                </TableCell>
                <TableCell>{t(song.is_explicit ? 'explicit_yes' : 'explicit_no')}</TableCell>
                <TableCell>
                  <time dateTime={song.created_at}>{formatDate(song.created_at)}</time>
                </TableCell>
                <TableCell align="right">
                  <DeleteRowButton
                    label={t('delete_song', { title: song.title })}
                    onDelete={() => ask(song)}
                    blockedReason={inAlbums.has(song.id) ? t('song_in_album') : undefined}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        {...confirmProps}
        title="app.artists.detail.content.delete_song_title"
        content="app.artists.detail.content.delete_song_confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
      />
    </Stack>
  );
};
