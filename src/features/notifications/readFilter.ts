import type { FilterPayload } from 'react-admin';

export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

/** Each choice as the list's filter on is_read (react-admin's useList compares the values). */
export const READ_FILTER_VALUES: Record<ReadFilter, FilterPayload> = {
  all: {},
  unread: { is_read: false },
  read: { is_read: true },
};

/** The choice a list filter stands for. */
export const readFilterOf = (filterValues: FilterPayload): ReadFilter =>
  filterValues.is_read === false ? 'unread' : filterValues.is_read === true ? 'read' : 'all';

/** What the page says when a filter leaves nothing to show. */
export const EMPTY_KEYS: Record<ReadFilter, string> = {
  all: 'app.notifications.empty',
  unread: 'app.notifications.empty_unread',
  read: 'app.notifications.empty_read',
};
