// A detail screen's tab lives in the URL (?tab=), so a tab can be linked to and survives a
// reload. Switching replaces the history entry: Back leaves the record instead of walking
// through its tabs, and the location state (where the user came from) is kept.
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export interface UrlTabState<T extends string> {
  tab: T;
  selectTab: (tab: T) => void;
  /** Tabs shown at least once: their content stays mounted, so coming back costs no reload. */
  opened: ReadonlySet<T>;
}

/** `param` names the query parameter: a tab list nested in a tab keeps its own (e.g. ?social=). */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
  fallback: T,
  param = 'tab',
): UrlTabState<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const requested = searchParams.get(param);
  const tab = tabs.find((t) => t === requested) ?? fallback;

  // The tab may also change through the URL (a link, Back), not only through selectTab, so the
  // opened set follows `tab` during render (React's "adjust state on prop change" pattern).
  const [opened, setOpened] = useState<ReadonlySet<T>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  const state: unknown = location.state;
  const selectTab = useCallback(
    (next: T) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(param, next);
          return params;
        },
        { replace: true, state },
      ),
    [param, setSearchParams, state],
  );

  return { tab, selectTab, opened };
}
