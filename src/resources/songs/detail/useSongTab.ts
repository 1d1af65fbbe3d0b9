// The detail's tab lives in the URL (?tab=), so a tab can be linked to and survives a reload.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const SONG_TABS = ['overview', 'lyrics', 'albums', 'analytics'] as const;
export type SongTab = (typeof SONG_TABS)[number];

const isSongTab = (value: unknown): value is SongTab =>
  typeof value === 'string' && (SONG_TABS as readonly string[]).includes(value);

export function useSongTab(): [SongTab, (tab: SongTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isSongTab(requested) ? requested : 'overview';
  const select = useCallback(
    (next: SongTab) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('tab', next);
          return params;
        },
        // Replace, so Back leaves the song instead of walking through its tabs.
        { replace: true },
      ),
    [setSearchParams],
  );
  return [tab, select];
}
