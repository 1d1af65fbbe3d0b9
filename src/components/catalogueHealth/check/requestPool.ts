// A few requests at a time, and a stop that does not wait for them: the dataProvider's lists do
// not all pass an AbortSignal on to the network, so a cancelled read stops taking their answers
// and starts nothing more.

export const abortError = (): DOMException =>
  new DOMException('The catalogue check was cancelled', 'AbortError');

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** The promise, or an AbortError as soon as the signal fires. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortError());
  }
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(abortError());
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}

export interface Pool {
  /** Runs `task` when fewer than `size` are running; rejects without running once aborted. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `size` tasks at once. After a task fails (or the signal fires) no waiting task starts:
 * the read has failed, and its other requests would only load the server.
 */
export function createPool(size: number, signal?: AbortSignal): Pool {
  let running = 0;
  let failed = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      try {
        if (failed) throw abortError();
        throwIfAborted(signal);
        return await task();
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        next();
      }
    },
  };
}
