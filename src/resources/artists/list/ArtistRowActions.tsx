import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { ConfirmDeleteButton } from '@/components/delete/ConfirmDeleteButton';
import { artistEditPath } from '../paths';

const DELETE_TEXTS = {
  title: 'app.artists.list.delete_title',
  content: 'app.artists.list.delete_confirm',
  success: 'app.artists.list.deleted',
  failure: 'app.artists.list.delete_failed',
};

export interface ArtistRowActionsProps {
  artist: Artist;
  /** Where the focus goes when the deleted artist was the last row shown. */
  focusFallback: () => HTMLElement | null;
}

/** Edit (a link: it navigates) and Delete; neither lets its click reach the row. */
export const ArtistRowActions = ({ artist, focusFallback }: ArtistRowActionsProps) => {
  const translate = useTranslate();
  const editLabel = translate('app.artists.list.edit');
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={editLabel}>
        <IconButton
          component={Link}
          to={artistEditPath(artist.id)}
          aria-label={editLabel}
          size="small"
          onClick={(event) => event.stopPropagation()}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton
        resource="artists"
        record={artist}
        label={translate('app.artists.list.delete')}
        texts={{ ...DELETE_TEXTS, args: { name: artist.stageName } }}
        focusFallback={focusFallback}
      />
    </Stack>
  );
};
