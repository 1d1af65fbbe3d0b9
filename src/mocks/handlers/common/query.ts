// Query-string parsing that reports bad values as field errors (400) instead of ignoring them.
// An empty value counts as absent, as clients often send `status=` for "all".
import type { FieldError } from '@/api/types';

export class Query {
  readonly errors: FieldError[] = [];

  constructor(private url: URL) {}

  private raw(name: string): string | undefined {
    const value = this.url.searchParams.get(name);
    return value === null || value.trim() === '' ? undefined : value.trim();
  }

  text(name: string): string | undefined {
    return this.raw(name);
  }

  int(name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const n = /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      const range =
        max === Number.MAX_SAFE_INTEGER ? `at least ${min}` : `between ${min} and ${max}`;
      this.errors.push({ field: name, message: `${name} must be an integer ${range}` });
      return undefined;
    }
    return n;
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const found = values.find((v) => v === value);
    if (!found) {
      this.errors.push({ field: name, message: `${name} must be one of: ${values.join(', ')}` });
    }
    return found;
  }
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type Order = (typeof SORT_ORDERS)[number];

type Sortable = string | number | boolean | null | undefined;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Compares for sorting; empty values (null) go last in either order. */
export function compareBy(a: Sortable, b: Sortable, order: Order): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const result =
    typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
  return order === 'asc' ? result : -result;
}

/** A date or date-time as epoch ms for sorting; null when empty. */
export function time(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Lowercase and without accents, so "riviere" finds "Rivière". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function matches(needle: string, ...haystack: Array<string | null | undefined>): boolean {
  const n = fold(needle);
  return haystack.some((h) => typeof h === 'string' && fold(h).includes(n));
}

/** One 1-based page; without a limit everything is returned (page is then ignored). */
export function pageOf<T>(items: T[], page: number | undefined, limit: number | undefined): T[] {
  if (limit === undefined) return items;
  const start = ((page ?? 1) - 1) * limit;
  return items.slice(start, start + limit);
}
