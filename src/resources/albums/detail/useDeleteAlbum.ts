import { useState } from 'react';
import { useDelete } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Album } from '../../../api/types';
import { useToast } from '../../../layout/toasts/useToast';
import { useFailureToast } from '../../artists/detail/useFailureToast';
import { artistPaths } from '../../artists/routes';

/**
 * Deletes the album after a confirmation, pessimistically: the screen leaves for the artist's
 * content tab only once the server has deleted it, and stays as it was when it refuses.
 */
export function useDeleteAlbum(album: Album) {
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Album>();
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();

  const confirm = () =>
    deleteOne(
      'albums',
      { id: album.id, previousData: album },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success('app.albums.detail.deleted');
          navigate(artistPaths.detail(album.artist_id, 'content'));
        },
        onError: (error) => {
          failed(error, 'app.albums.detail.delete_failed');
          setAsking(false);
        },
      },
    );

  return {
    ask: () => setAsking(true),
    confirmProps: {
      isOpen: asking,
      loading: isPending,
      onConfirm: confirm,
      onClose: () => setAsking(false),
    },
  };
}
