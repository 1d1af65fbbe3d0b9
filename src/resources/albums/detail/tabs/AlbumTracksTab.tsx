import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Album } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { formatDuration } from '@/lib/duration';
import { songPath } from '@/resources/songs/paths';

/** The album's tracks in album order, each linking to its song. */
export const AlbumTracksTab = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.albums.detail.tracks.${key}`);

  return (
    <SectionCard title={translate('app.albums.detail.tabs.tracks')}>
      {album.songs.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('table')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: '3rem' }}>{t('number')}</TableCell>
                <TableCell>{t('title')}</TableCell>
                <TableCell align="right">{t('duration')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {album.songs.map((track, index) => (
                <TableRow key={track.song_id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell component="th" scope="row">
                    <MuiLink component={Link} to={songPath(track.song_id)} underline="hover">
                      {track.song_title}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right">{formatDuration(track.duration_seconds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
};
