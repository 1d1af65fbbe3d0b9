/** Pages needed for `total` records, never fewer than one so "Page 1 of 1" reads right. */
export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));
