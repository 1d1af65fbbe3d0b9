/** The spec shows at most this many page-number buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to offer: up to `size` consecutive pages, the current one centred when it
 * can be, shifted at either end so the window stays full (1–5 on page 2, 3–7 on page 7 of 7).
 */
export function pageWindow(page: number, pages: number, size = MAX_PAGE_BUTTONS): number[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Pages needed for `total` records, never fewer than one so "Page 1 of 1" reads right. */
export const pageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));
