import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '../../../api/types';
import { artistPaths } from '../routes';
import { DeleteArtistButton } from './DeleteArtistButton';

/** Edit (a link: it navigates) and Delete; neither lets its click reach the row. */
export const ArtistRowActions = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const editLabel = translate('app.artists.list.edit');
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={editLabel}>
        <IconButton
          component={Link}
          to={artistPaths.edit(artist.id)}
          aria-label={editLabel}
          size="small"
          onClick={(event) => event.stopPropagation()}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteArtistButton artist={artist} />
    </Stack>
  );
};
