/**
 * The selection after a click on row `id`, for a list that keeps its own (react-admin's DataTable
 * does this itself). With Shift, every row from the last one clicked to this one takes this one's
 * new state: all selected, or all unselected when it was selected. Rows `selectable` refuses are
 * left as they are.
 */
export function selectOnClick<T>(
  selected: ReadonlySet<T>,
  id: T,
  click: {
    shift: boolean;
    last: T | null;
    order: readonly T[];
    selectable?: (id: T) => boolean;
  },
): Set<T> {
  const next = new Set(selected);
  const from = click.last === null ? -1 : click.order.indexOf(click.last);
  const to = click.order.indexOf(id);
  if (!click.shift || from === -1 || to === -1) {
    if (!next.delete(id)) next.add(id);
    return next;
  }
  const select = !selected.has(id);
  const range = click.order.slice(Math.min(from, to), Math.max(from, to) + 1);
  for (const row of range) {
    if (click.selectable && !click.selectable(row)) continue;
    if (select) next.add(row);
    else next.delete(row);
  }
  return next;
}
