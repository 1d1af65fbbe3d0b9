/** A detail path opened on one of its tabs (?tab=, see useUrlTab), or on its first tab. */
export const withTab = (path: string, tab?: string): string =>
  tab ? `${path}?tab=${encodeURIComponent(tab)}` : path;
