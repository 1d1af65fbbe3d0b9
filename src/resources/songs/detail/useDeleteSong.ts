import { useState } from 'react';
import { useDelete } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Song } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import { useFailureToast } from '../../artists/detail/useFailureToast';
import { artistPaths } from '../../artists/routes';

/**
 * Deletes the song after a confirmation, pessimistically: the screen leaves for the artist's
 * content tab only once the server has deleted it. A refusal (409 while the song is on an
 * album) shows the server's reason.
 */
export function useDeleteSong(song: Song) {
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Song>();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const close = () => setAsking(false);

  const confirm = () =>
    deleteOne(
      'songs',
      { id: song.id, previousData: song },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.songs.detail.delete.success');
          navigate(artistPaths.detail(song.artist_id, 'content'));
        },
        onError: (error) => {
          failed(error, 'app.songs.detail.delete.failure');
          close();
        },
      },
    );

  return {
    ask: () => setAsking(true),
    confirmProps: { isOpen: asking, loading: isPending, onConfirm: confirm, onClose: close },
  };
}
