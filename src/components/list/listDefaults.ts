// A list screen's own order and page size, as its <List> is given them: shared with the start of
// the app, which asks for a list's first page before the list has rendered (firstScreenData.ts).

export interface ListDefaults {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}
