// A view that opens over a page without a route of its own (the posts of a campaign over the
// campaigns) names itself in the browser tab before the page: "<view> · <page> · Label Admin".
// The header's title stays the page's, as the page is still the one under it.
import { useEffect, useSyncExternalStore } from 'react';

/** The views open, latest last: one over another names the tab until it closes. */
const open: { name: string }[] = [];
const listeners = new Set<() => void>();
let latest: string | undefined;

function changed() {
  latest = open.at(-1)?.name;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const latestName = () => latest;

/** While `name` is given, the tab names this view first; undefined (closed, loading) names none. */
export function useOverlayTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    const entry = { name };
    open.push(entry);
    changed();
    return () => {
      open.splice(open.indexOf(entry), 1);
      changed();
    };
  }, [name]);
}

/** The name of the latest view open over the page, if any. */
export const useOpenOverlayTitle = (): string | undefined =>
  useSyncExternalStore(subscribe, latestName);
