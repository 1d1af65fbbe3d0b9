// The detail's tab lives in the URL (?tab=), so a tab can be linked to and survives a reload.
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const ARTIST_TABS = [
  'overview',
  'content',
  'media',
  'social',
  'finance',
  'voice-card',
] as const;
export type ArtistTab = (typeof ARTIST_TABS)[number];

const DEFAULT_TAB: ArtistTab = 'overview';

export const isArtistTab = (value: unknown): value is ArtistTab =>
  typeof value === 'string' && (ARTIST_TABS as readonly string[]).includes(value);

export interface ArtistTabState {
  tab: ArtistTab;
  selectTab: (tab: ArtistTab) => void;
  /** Tabs shown at least once: their content stays mounted, so coming back costs no reload. */
  opened: ReadonlySet<ArtistTab>;
}

export function useArtistTab(): ArtistTabState {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const requested = searchParams.get('tab');
  const tab = isArtistTab(requested) ? requested : DEFAULT_TAB;

  // The tab may also change through the URL (a link, Back), not only through selectTab, so the
  // opened set follows `tab` during render (React's "adjust state on prop change" pattern).
  const [opened, setOpened] = useState<ReadonlySet<ArtistTab>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  const state: unknown = location.state;
  const selectTab = useCallback(
    (next: ArtistTab) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('tab', next);
          return params;
        },
        // Replace, so Back leaves the artist instead of walking through its tabs; the state
        // (where the user came from) is kept for the back button.
        { replace: true, state },
      ),
    [setSearchParams, state],
  );

  return { tab, selectTab, opened };
}
