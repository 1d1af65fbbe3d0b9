import AddIcon from '@mui/icons-material/Add';
import AlbumIcon from '@mui/icons-material/Album';
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
import { Confirm, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Album } from '../../../../../api/types';
import { useFormatDate } from '../../../../../lib/dates';
import { useOpenQuickAction } from '../../quickActions/quickActionsContext';
import { CatalogueStatusChip } from './CatalogueStatusChip';
import { DeleteRowButton } from './DeleteRowButton';
import { EmptyState } from './EmptyState';
import { useConfirmedDelete } from './useConfirmedDelete';

export interface AlbumsPanelProps {
  albums: Album[] | undefined;
  loading: boolean;
  failed: boolean;
}

const albumPath = (album: Album) => `/album/${album.id}`;

export const AlbumsPanel = ({ albums, loading, failed }: AlbumsPanelProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const openQuickAction = useOpenQuickAction();
  const { ask, confirmProps } = useConfirmedDelete<Album>('albums', {
    success: 'app.artists.detail.content.album_deleted',
    failure: 'app.artists.detail.content.album_delete_failed',
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.artists.detail.content.${key}`, options);
  const count = new Intl.NumberFormat(locale);

  const createAlbum = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => openQuickAction('create-album')}
      aria-haspopup="dialog"
    >
      {t('create_album')}
    </Button>
  );

  if (loading) return <Typography role="status">{translate('ra.page.loading')}</Typography>;
  if (failed) return <Typography color="error">{t('load_failed')}</Typography>;
  if (!albums?.length) {
    return (
      <EmptyState
        icon={<AlbumIcon />}
        title={t('no_albums')}
        hint={t('no_albums_hint')}
        action={createAlbum}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        {createAlbum}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('albums')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.title')}</TableCell>
              <TableCell>{t('columns.type')}</TableCell>
              <TableCell>{t('columns.status')}</TableCell>
              <TableCell>{t('columns.release_date')}</TableCell>
              <TableCell align="right">{t('columns.tracks')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {albums.map((album) => (
              <TableRow
                key={album.id}
                hover
                onClick={() => navigate(albumPath(album))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  <Link
                    component={RouterLink}
                    to={albumPath(album)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {album.title}
                  </Link>
                </TableCell>
                <TableCell>
                  {t(`album_type.${album.album_type}`, { _: album.album_type })}
                </TableCell>
                <TableCell>
                  <CatalogueStatusChip status={album.status} />
                </TableCell>
                <TableCell>
                  {album.release_date && (
                    <time dateTime={album.release_date}>{formatDate(album.release_date)}</time>
                  )}
                </TableCell>
                <TableCell align="right">{count.format(album.songs.length)}</TableCell>
                <TableCell align="right">
                  <DeleteRowButton
                    label={t('delete_album', { title: album.title })}
                    onDelete={() => ask(album)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        {...confirmProps}
        title="app.artists.detail.content.delete_album_title"
        content="app.artists.detail.content.delete_album_confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
      />
    </Stack>
  );
};
