interface Place {
  pathname: string;
  search: string;
}

// The query parameters that name what a screen shows: the media screen's and the smart links'
// ?artistId= show another artist's page. The others (a detail's ?tab=, the posts view's
// ?status= or ?view=) change a view of the same page, whose uploads stay mounted.
const PAGE_PARAMS = ['artistId'] as const;

/** Whether a move shows another page: another path, or another subject in the query. */
export function leavesPage(current: Place, next: Place): boolean {
  if (current.pathname !== next.pathname) return true;
  const from = new URLSearchParams(current.search);
  const to = new URLSearchParams(next.search);
  return PAGE_PARAMS.some((name) => from.get(name) !== to.get(name));
}
