// The song of the detail screen. A missing song is the screen's own state ("Song not found");
// any other failure is said once in a toast, and the screen offers to try again.
import { HttpError, useGetOne } from 'react-admin';
import type { Song } from '../../../api/types';
import { useLoadFailureToast } from '../../../features/dashboard/useLoadFailureToast';

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** The route's id as the API's integer id; anything else names no song. */
const songIdOf = (param: string): number | null => (/^\d+$/.test(param) ? Number(param) : null);

export function useSongRecord(param: string) {
  const id = songIdOf(param);
  const { data, error, refetch } = useGetOne<Song>(
    'songs',
    { id: id ?? 0 },
    { enabled: id !== null },
  );
  const notFound = id === null || (!data && isNotFound(error));
  useLoadFailureToast([notFound ? null : error], 'app.songs.detail.load_failed');

  return {
    song: data,
    notFound,
    failed: !data && !!error && !notFound,
    retry: () => void refetch(),
  };
}
