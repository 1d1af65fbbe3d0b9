// The artist of the detail screen. A missing artist is the screen's own state ("Artist not
// found."); any other failure is said in a toast and the user goes back to the list.
import { useEffect } from 'react';
import { HttpError, useGetOne } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Artist } from '../../../api/types';
import { artistPaths } from '../routes';
import { useFailureToast } from './useFailureToast';

export const isNotFound = (error: unknown): boolean =>
  error instanceof HttpError && error.status === 404;

/** The route's id as the API's integer id; anything else names no artist. */
const artistIdOf = (param: string): number | null => (/^\d+$/.test(param) ? Number(param) : null);

export function useArtistRecord(param: string) {
  const id = artistIdOf(param);
  const result = useGetOne<Artist>('artists', { id: id ?? 0 }, { enabled: id !== null });
  const { data, error } = result;
  const navigate = useNavigate();
  const failed = useFailureToast();
  // Only a first load that failed leaves: a failed refresh keeps the artist already shown.
  const leave = !data && !!error && !isNotFound(error);

  useEffect(() => {
    if (!leave) return;
    failed(error, 'app.artists.detail.load_failed');
    navigate(artistPaths.list, { replace: true });
  }, [error, failed, leave, navigate]);

  return {
    artist: data,
    isPending: id !== null && result.isPending,
    notFound: id === null || (!data && isNotFound(error)),
  };
}
