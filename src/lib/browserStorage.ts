/**
 * The browser's localStorage, or null where there is none or it is refused (a privacy mode, a
 * sandboxed frame, Node): then callers keep nothing rather than fail.
 */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
