// The artists whose library was opened last on the media screen, most recent first. Only ids
// are kept: names are read from the server, so a renamed artist shows its new name and a
// deleted one is dropped. Each signed-in user has their own list in this browser.
import { tokenStore } from '../../api/tokenStore';
import { browserStorage } from '../../lib/browserStorage';

export const MAX_RECENT_ARTISTS = 5;

const keyOf = (): string => {
  const user = tokenStore.user();
  return `label-admin.media.recentArtists.${user ? String(user.id) : 'anonymous'}`;
};

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function readRecentArtistIds(): number[] {
  const raw = browserStorage()?.getItem(keyOf());
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isId).slice(0, MAX_RECENT_ARTISTS) : [];
  } catch {
    return [];
  }
}

function write(ids: readonly number[]): void {
  try {
    browserStorage()?.setItem(keyOf(), JSON.stringify(ids));
  } catch {
    // Storage full or refused: the list is a comfort, the screen works without it.
  }
}

/** Puts `id` first; the oldest beyond the limit fall off. */
export function rememberRecentArtist(id: number): number[] {
  const ids = [id, ...readRecentArtistIds().filter((other) => other !== id)].slice(
    0,
    MAX_RECENT_ARTISTS,
  );
  write(ids);
  return ids;
}

/** Drops the ids of artists that no longer exist. */
export function forgetRecentArtists(gone: readonly number[]): number[] {
  const ids = readRecentArtistIds().filter((id) => !gone.includes(id));
  write(ids);
  return ids;
}
