import {
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Song } from '@/api/types';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { albumPath } from '@/resources/albums/paths';
import { useSongAlbums } from '../useSongAlbums';

/** The albums holding the song, with its track number on each. */
export const SongAlbumsTab = ({ song }: { song: Song }) => {
  const translate = useTranslate();
  const { onAlbums, isPending, error } = useSongAlbums(song);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.songs.detail.albums.${key}`, options);

  let content;
  if (isPending) content = <Typography role="status">{translate('ra.page.loading')}</Typography>;
  else if (!onAlbums) content = error && <Typography color="error">{t('load_failed')}</Typography>;
  else if (!onAlbums.length) {
    content = <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>;
  } else {
    content = (
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('album')}</TableCell>
              <TableCell>{t('track')}</TableCell>
              <TableCell>{t('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {onAlbums.map(({ album, position }) => (
              <TableRow key={album.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={albumPath(album.id)}>
                    {album.title}
                  </Link>
                </TableCell>
                <TableCell>{t('position', { position, count: album.songs.length })}</TableCell>
                <TableCell>
                  <CatalogueStatusChip status={album.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <Card>
      <CardContent>{content}</CardContent>
    </Card>
  );
};
