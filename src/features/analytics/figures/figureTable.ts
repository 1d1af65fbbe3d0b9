// One card's numbers, as the chart draws them, the table lists them and the CSV exports them.

export interface FigureColumn {
  id: string;
  header: string;
  /** How a value shows on screen (a count, money in a currency). */
  format: (value: number) => string;
}

export interface FigureRow {
  id: string;
  label: string;
  /** The filtered list this row's records are in (drill-down). */
  href?: string;
  values: number[];
}

export interface FigureTable {
  /** The first column's header: what each row is (status, genre, month...). */
  labelHeader: string;
  columns: FigureColumn[];
  rows: FigureRow[];
}

/** A react-admin list's address with its filter (and sort) in the URL, as the list reads it. */
export function listPath(
  path: string,
  filter: Record<string, string | number>,
  sort?: { field: string; order: 'ASC' | 'DESC' },
): string {
  const query = new URLSearchParams();
  if (Object.keys(filter).length) query.set('filter', JSON.stringify(filter));
  if (sort) {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
