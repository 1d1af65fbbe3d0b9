import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Album } from '../../../api/types';
import { useFormatDate } from '../../../lib/dates';
import { CatalogueStatusChip } from '../../artists/detail/tabs/content/CatalogueStatusChip';
import { artistPaths } from '../../artists/routes';
import { AlbumCover } from '../shared/AlbumCover';
import { useAlbumTypeName } from '../shared/albumText';
import { useDeleteAlbum } from './useDeleteAlbum';

export const AlbumHeader = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const typeName = useAlbumTypeName();
  const { ask, confirmProps } = useDeleteAlbum(album);
  const backLabel = translate('app.albums.detail.back_to_artist', { name: album.artist_name });

  return (
    <Stack
      component="header"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Tooltip title={backLabel}>
        <IconButton
          component={Link}
          to={artistPaths.detail(album.artist_id, 'content')}
          aria-label={backLabel}
        >
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <AlbumCover coverImageId={album.cover_image_id} title={album.title} size={160} />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 220 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {album.title}
        </Typography>
        <Typography variant="subtitle1" component="p">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('app.albums.detail.artist')}:{' '}
          </Box>
          <MuiLink component={Link} to={artistPaths.detail(album.artist_id)} underline="hover">
            {album.artist_name}
          </MuiLink>
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Chip size="small" label={typeName(album.album_type)} />
          <CatalogueStatusChip status={album.status} />
          {album.release_date && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('resources.albums.fields.release_date')}:{' '}
              <time dateTime={album.release_date}>{formatDate(album.release_date)}</time>
            </Typography>
          )}
          {album.upc && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('resources.albums.fields.upc')}: {album.upc}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={ask}
        aria-haspopup="dialog"
      >
        {translate('app.albums.detail.delete')}
      </Button>
      <Confirm
        {...confirmProps}
        title="app.albums.detail.delete_title"
        content="app.albums.detail.delete_confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
      />
    </Stack>
  );
};
