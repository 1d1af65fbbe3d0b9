import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';
import { artistEditPath } from '../paths';
import { useBackToList } from './useBackToList';
import { useKeepToastsClear } from '@/components/toasts/toastClearance';

export const ArtistHeader = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const backToList = useBackToList();
  const backLabel = translate('app.artists.detail.back_to_list');
  // Many artists perform under their own name: saying it twice adds nothing.
  const realName = artist.realName && artist.realName !== artist.stageName ? artist.realName : null;
  // Toasts keep clear of the artist's actions.
  const keepToastsClear = useKeepToastsClear<HTMLElement>();

  return (
    <Stack
      ref={keepToastsClear}
      component="header"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Tooltip title={backLabel}>
        <IconButton onClick={backToList} aria-label={backLabel}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
      <AuthenticatedImage
        variant="avatar"
        src={artist.profileImageUrl}
        alt={artist.stageName}
        fallbackText={artist.stageName}
        size={72}
      />
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {artist.stageName}
        </Typography>
        {realName && (
          <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
            {realName}
          </Typography>
        )}
      </Box>
      <Button
        component={Link}
        to={artistEditPath(artist.id)}
        variant="contained"
        startIcon={<EditIcon />}
      >
        {translate('ra.action.edit')}
      </Button>
    </Stack>
  );
};
