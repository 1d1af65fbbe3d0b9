// What may go into a draft: what the user typed, never a secret or a file. A draft sits in the
// browser's storage in plain text, readable by anyone at this computer, and a File cannot be
// stored at all (a react-admin file input's `{ rawFile, src }` points at an object URL that dies
// with the page). Both are left out; the user chooses the file again.

// By the key's name, separators ignored: a password or secret anywhere in it, or a name ending
// in token or key (accessToken, refresh_token, api_key); not a count such as max_tokens.
const SECRET_KEY = /password|passwd|secret|token$|apikey$|accesskey$|privatekey$/;
const isSecretKey = (key: string): boolean =>
  SECRET_KEY.test(key.toLowerCase().replace(/[-_]/g, ''));

const isFileLike = (value: object): boolean =>
  (typeof Blob !== 'undefined' && value instanceof Blob) || 'rawFile' in value;

/** `value` without secrets, files and functions; undefined when nothing of it may be kept. */
export function sanitizeDraft(value: unknown): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (isFileLike(value)) return undefined;
  if (Array.isArray(value)) {
    return value.map(sanitizeDraft).filter((item) => item !== undefined);
  }
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) continue;
    const clean = sanitizeDraft(item);
    if (clean !== undefined) kept[key] = clean;
  }
  return kept;
}
