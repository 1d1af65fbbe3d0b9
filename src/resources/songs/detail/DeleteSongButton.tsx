import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { Song } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import { useDeleteSong } from './useDeleteSong';
import { useSongAlbums } from './useSongAlbums';

const IN_ALBUM = 'app.songs.detail.delete.in_album';

/**
 * Deletes the song, unless an album holds it: the server would refuse, so the button says why
 * instead (tooltip, description, and a warning when pressed). It stays focusable for that, as
 * the content tab's row buttons do. If the albums could not be read the server decides.
 */
export const DeleteSongButton = ({ song }: { song: Song }) => {
  const translate = useTranslate();
  const toast = useToast();
  const { inAlbum } = useSongAlbums(song);
  const { ask, confirmProps } = useDeleteSong(song);

  return (
    <>
      <Tooltip title={inAlbum ? translate(IN_ALBUM) : ''} describeChild>
        <Button
          variant="outlined"
          color={inAlbum ? 'inherit' : 'error'}
          startIcon={<DeleteIcon />}
          aria-disabled={inAlbum || undefined}
          onClick={() => (inAlbum ? toast.warning(IN_ALBUM) : ask())}
          sx={inAlbum ? { color: 'text.disabled', cursor: 'not-allowed' } : undefined}
        >
          {translate('ra.action.delete')}
        </Button>
      </Tooltip>
      <Confirm
        {...confirmProps}
        title="app.songs.detail.delete.title"
        content="app.songs.detail.delete.confirm"
        confirm="ra.action.delete"
        confirmColor="warning"
      />
    </>
  );
};
