import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Chip, IconButton, Link as MuiLink, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import type { Album } from '@/api/types';
import { useAlbumTypeName } from '@/components/catalogue/albumType';
import { CatalogueStatusChip } from '@/components/catalogue/CatalogueStatusChip';
import { ALBUM_DELETE_TEXTS } from '@/components/catalogue/deleteTexts';
import { ConfirmDeleteButton } from '@/components/delete/ConfirmDeleteButton';
import { useFormatDate } from '@/lib/dates';
import { artistPath } from '../../artists/paths';
import { EditAlbumButton } from '../edit/EditAlbumButton';
import { AlbumCover } from '../shared/AlbumCover';
import { useKeepToastsClear } from '@/components/toasts/toastClearance';

export const AlbumHeader = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const typeName = useAlbumTypeName();
  const navigate = useNavigate();
  const backLabel = translate('app.albums.detail.back_to_artist', { name: album.artist_name });
  // Toasts keep clear of the album's actions.
  const keepToastsClear = useKeepToastsClear<HTMLElement>();

  return (
    <Stack
      ref={keepToastsClear}
      component="header"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Tooltip title={backLabel}>
        <IconButton
          component={Link}
          to={artistPath(album.artist_id, 'content')}
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
            {translate('app.label', { label: translate('app.albums.detail.artist') })}{' '}
          </Box>
          <MuiLink component={Link} to={artistPath(album.artist_id)} underline="hover">
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
              {translate('app.label', { label: translate('resources.albums.fields.release_date') })}{' '}
              <time dateTime={album.release_date}>{formatDate(album.release_date)}</time>
            </Typography>
          )}
          {album.upc && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('app.label_value', {
                label: translate('resources.albums.fields.upc'),
                value: album.upc,
              })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <EditAlbumButton album={album} />
        {/* Gone, the album leaves for its artist's content tab (where it was created). */}
        <ConfirmDeleteButton
          resource="albums"
          record={album}
          variant="text"
          label={translate('app.albums.detail.delete')}
          texts={ALBUM_DELETE_TEXTS}
          onDeleted={() => navigate(artistPath(album.artist_id, 'content'))}
        />
      </Stack>
    </Stack>
  );
};
