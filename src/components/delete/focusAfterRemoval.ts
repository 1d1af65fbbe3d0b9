// A deleted record's row goes, and with it the focused delete button: the focus would fall to
// <body>, and the next Tab would start the page over. Where the row stood is noted before the
// delete, so that the focus can go to its neighbour once it has gone.

/** Marks the control of a row that takes the focus when a neighbouring row is deleted. */
export const ROW_FOCUS_TARGET = 'data-row-focus-target';

export interface RowPlace {
  rows: Element;
  index: number;
  /** Where the focus goes when no row is left (the list may have given way to its empty state). */
  fallback?: () => HTMLElement | null;
}

/** Whether a row shows: a filter may hide rows (the posts' status tabs) rather than remove them. */
export const isShownRow = (row: Element) => getComputedStyle(row).display !== 'none';

/** Where the row (table row or list item) holding `control` stands among the rows shown. */
export function rowPlaceOf(
  control: HTMLElement | null,
  fallback?: () => HTMLElement | null,
): RowPlace | null {
  const row = control?.closest('tr, li');
  const rows = row?.parentElement;
  if (!row || !rows) return null;
  return { rows, index: Array.from(rows.children).filter(isShownRow).indexOf(row), fallback };
}

/** Focuses the row now at the place of the removed one, else the row before, else the fallback. */
export function focusNeighbour({ rows, index, fallback }: RowPlace): void {
  const remaining = rows.isConnected ? Array.from(rows.children).filter(isShownRow) : [];
  const neighbour = remaining[index] ?? remaining[index - 1];
  const target =
    neighbour?.querySelector<HTMLElement>(`[${ROW_FOCUS_TARGET}]`) ??
    neighbour?.querySelector<HTMLElement>('a[href], button') ??
    fallback?.();
  target?.focus();
}

/**
 * The focus is nowhere the user could go on from: <body> or a container of the rows (Chromium
 * blurs a button disabled while it saves, and a dialog's focus trap then takes the focus to the
 * dialog), a control hidden meanwhile, or a control whose row a filter now hides.
 */
export function focusIsLost({ rows }: RowPlace): boolean {
  const active = document.activeElement;
  if (!active || active.contains(rows) || active.closest('[hidden]')) return true;
  const row = active.closest('tr, li');
  return !!row && !isShownRow(row);
}
