import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Song } from '@/api/types';
import { SONG_DELETE_TEXTS, SONG_IN_ALBUM } from '@/components/catalogue/deleteTexts';
import { ConfirmDeleteButton } from '@/components/delete/ConfirmDeleteButton';
import { artistPath } from '../../artists/paths';
import { useSongAlbums } from './useSongAlbums';

/**
 * Deletes the song, then opens its artist's content tab. While an album holds the song the
 * server would refuse, so the button says why instead; if the albums could not be read, the
 * server decides.
 */
export const DeleteSongButton = ({ song }: { song: Song }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { inAlbum } = useSongAlbums(song);
  return (
    <ConfirmDeleteButton
      resource="songs"
      record={song}
      variant="text"
      label={translate('ra.action.delete')}
      blockedReason={inAlbum ? translate(SONG_IN_ALBUM) : undefined}
      texts={SONG_DELETE_TEXTS}
      onDeleted={() => navigate(artistPath(song.artist_id, 'content'))}
    />
  );
};
