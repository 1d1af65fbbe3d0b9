// The record a detail screen shows, read by the id in its route. A missing record (a 404, or an
// id that is no number) is the screen's own state; any other failure of the first load is said
// in a toast, the server's words first. A failed refresh keeps the record already shown.
import { HttpError, useGetOne, type RaRecord } from 'react-admin';
import { useLoadFailureToast } from '../toasts/useLoadFailureToast';

const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** The route's id as the API's integer id; anything else names no record. */
const idOf = (param: string): number | null => (/^\d+$/.test(param) ? Number(param) : null);

export interface RouteRecord<R> {
  record: R | undefined;
  notFound: boolean;
  /** The first load failed for another reason than a missing record. */
  failed: boolean;
  /** Why the first load failed, when it did (for the server's own words). */
  error: unknown;
  retry: () => void;
}

export function useRouteRecord<R extends RaRecord>(
  resource: string,
  param: string,
  failureKey: string,
): RouteRecord<R> {
  const id = idOf(param);
  const { data, error, refetch } = useGetOne<R>(
    resource,
    { id: id ?? 0 },
    { enabled: id !== null },
  );
  const notFound = id === null || (!data && isNotFound(error));
  const failed = !data && !!error && !notFound;
  useLoadFailureToast([failed ? error : null], failureKey);

  return {
    record: data,
    notFound,
    failed,
    error: failed ? error : null,
    retry: () => void refetch(),
  };
}
