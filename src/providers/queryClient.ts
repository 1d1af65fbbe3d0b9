// react-query's default of three retries with back-off keeps a failed screen in skeletons for
// seconds before it can say so. A client error (4xx) is final; a network or server failure is
// tried once more, half a second later.
import { QueryClient } from '@tanstack/react-query';
import { isRecord } from '../api/errors';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export interface QueryClientOptions {
  /** Pause before the retry; tests pass 0 (tests/helpers/renderWithAdmin.tsx). */
  retryDelayMs?: number;
}

export function createQueryClient({ retryDelayMs = 500 }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: retryDelayMs, refetchOnWindowFocus: false },
      // react-query holds a mutation made offline until the network returns, a spinner with no
      // word; sent at once instead, the API client fails it with "you are offline: nothing was
      // sent" and the form keeps its values. Queries still wait for the network, under the
      // shell's offline banner, and load when it is back.
      mutations: { networkMode: 'always' },
    },
  });
}
