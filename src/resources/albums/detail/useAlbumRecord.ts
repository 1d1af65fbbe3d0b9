// The album of the detail screen. A missing album is the screen's own state ("Album not found");
// any other failure of the first load is said in a toast, and the screen offers a retry.
import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import type { Album } from '../../../api/types';
import { isNotFound } from '../../artists/detail/useArtistRecord';
import { useFailureToast } from '../../artists/detail/useFailureToast';

/** The route's id as the API's integer id; anything else names no album. */
const albumIdOf = (param: string): number | null => (/^\d+$/.test(param) ? Number(param) : null);

export function useAlbumRecord(param: string) {
  const id = albumIdOf(param);
  const result = useGetOne<Album>('albums', { id: id ?? 0 }, { enabled: id !== null });
  const { data, error, refetch } = result;
  const failed = useFailureToast();
  // A failed refresh keeps the album already shown and says nothing.
  const loadFailed = !data && !!error && !isNotFound(error);

  useEffect(() => {
    if (loadFailed) failed(error, 'app.albums.detail.load_failed');
  }, [error, failed, loadFailed]);

  return {
    album: data,
    isPending: id !== null && result.isPending,
    notFound: id === null || (!data && isNotFound(error)),
    loadFailed,
    retry: () => void refetch(),
  };
}
