// Addresses that come from outside the app (the API, Facebook through it, what a user typed)
// become a link, a window.open target or a media source only when they are http or https:
// a javascript:, data: or blob: address from a server must never run or open in the admin.

/** The address as a URL when it is a full http(s) one; anything else (relative text too) is null. */
export function httpUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** What to put in an href, a window.open or a src; null means: show the address as text. */
export const safeHref = (value: unknown): string | null => httpUrl(value)?.href ?? null;
