// react-query's default of three retries with back-off keeps a failed screen in skeletons for
// seconds before it can say so. A client error (4xx) is final; a network or server failure is
// tried once more.
import { QueryClient } from '@tanstack/react-query';
import { isRecord } from '../api/errors';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: 500, refetchOnWindowFocus: false },
    },
  });
}
