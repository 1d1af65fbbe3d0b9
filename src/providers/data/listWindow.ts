// Client-side filtering, sorting and paging for lists the API returns whole (campaigns, song
// requests), and for catalogue lists whose extension parameters a server may ignore.
import type { GetListParams, RaRecord } from 'react-admin';

export interface ListWindow {
  page: number;
  perPage: number;
  field: string;
  order: 'ASC' | 'DESC';
}

export function windowOf(params: Partial<GetListParams>, defaultField: string): ListWindow {
  return {
    page: Math.max(1, params.pagination?.page ?? 1),
    perPage: Math.max(1, params.pagination?.perPage ?? 25),
    field: params.sort?.field || defaultField,
    order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** Text compared the way people read it: case and accents do not matter. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined || a === '';
  const bMissing = b === null || b === undefined || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return fold(String(a)).localeCompare(fold(String(b)));
}

export function sortRows<T extends RaRecord>(rows: T[], field: string, order: 'ASC' | 'DESC'): T[] {
  const sign = order === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (x, y) => sign * compareValues(x[field], y[field]) || compareValues(y.id, x.id),
  );
}

export function isSorted(rows: RaRecord[], field: string, order: 'ASC' | 'DESC'): boolean {
  const sign = order === 'ASC' ? 1 : -1;
  return rows.every(
    (row, i) => i === 0 || sign * compareValues(rows[i - 1][field], row[field]) <= 0,
  );
}

export const includesText = (value: unknown, search: string): boolean =>
  typeof value === 'string' && fold(value).includes(fold(search.trim()));

export function pageOf<T>(rows: T[], { page, perPage }: ListWindow): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** Filter, sort and page a whole list on the client. */
export function localList<T extends RaRecord>(
  rows: T[],
  win: ListWindow,
  matches: (row: T) => boolean,
): { data: T[]; total: number } {
  const kept = sortRows(rows.filter(matches), win.field, win.order);
  return { data: pageOf(kept, win), total: kept.length };
}

/** The search text of a react-admin filter (`q` from a SearchInput, or `search`). */
export function searchOf(filter: Record<string, unknown> | undefined): string | undefined {
  const value = filter?.q ?? filter?.search;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** A filter value as a positive integer id, or undefined. */
export function idOf(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
