import type { ListDefaults } from '@/components/list/listDefaults';

/** The artist list's order and page size: its <List> and the early first page read them. */
export const ARTIST_LIST_DEFAULTS: ListDefaults = {
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 10,
};
