/**
 * The call's result, or a failure naming it once it has run `ms` milliseconds: a third-party
 * call that never settles fails its journey at once, saying what hung, instead of running the
 * test out of time with a message about whatever was torn down last.
 */
export async function withTimeLimit<T>(call: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([call, limit]);
  } finally {
    clearTimeout(timer);
  }
}
