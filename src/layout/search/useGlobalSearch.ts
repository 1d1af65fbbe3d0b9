// The global search's queries: one getList per kind, with the resource's own search filter
// (`q`, which the dataProvider sends as the API's `search` where the contract has it, as an
// extension for songs and albums, and filters on by itself where a server ignores it or, for
// campaigns, where the contract has no search at all).
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  RESULTS_PER_KIND,
  SEARCH_KINDS,
  type SearchKindName,
  type SearchResult,
} from './searchKinds';
import { useDebouncedValue } from './useDebouncedValue';

/** About a quarter of a second: typing fast sends one request per kind, at the end. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Spec: the search starts from 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

export interface SearchGroup {
  kind: SearchKindName;
  results: SearchResult[];
}

export interface GlobalSearchState {
  /** The text the shown results answer (the typed text once it settles), or '' before. */
  term: string;
  /** Too little typed yet: the hint shows. */
  idle: boolean;
  /** Waiting for the typing to settle or for an answer. */
  searching: boolean;
  /** Every kind answered and none found anything. */
  empty: boolean;
  /** At least one kind failed; the others' results still show. */
  failed: boolean;
  /** The groups that found something, in the kinds' order. */
  groups: SearchGroup[];
  /** Asks again for the kinds that failed. */
  retry: () => void;
}

export function useGlobalSearch(typed: string): GlobalSearchState {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const wanted = typed.trim();
  const settled = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const term = settled.length >= MIN_SEARCH_LENGTH ? settled : '';

  // Each answer is kept under its own text: an answer to an older text, however late, never
  // shows in place of the current one.
  const queries = useQueries({
    queries: SEARCH_KINDS.map((kind) => ({
      queryKey: [kind.resource, 'globalSearch', term],
      queryFn: () =>
        dataProvider.getList(kind.resource, {
          pagination: { page: 1, perPage: RESULTS_PER_KIND },
          sort: kind.sort,
          filter: { q: term },
        }),
      enabled: term !== '',
    })),
  });

  const idle = wanted.length < MIN_SEARCH_LENGTH;
  const groups = idle
    ? []
    : SEARCH_KINDS.flatMap((kind, index) => {
        const rows = queries[index].data?.data ?? [];
        const results = rows.slice(0, RESULTS_PER_KIND).map((row) => kind.toResult(row, translate));
        return results.length ? [{ kind: kind.name, results }] : [];
      });
  const settling = wanted !== settled;
  const fetching = queries.some((query) => query.isFetching);
  const failed = !idle && term !== '' && queries.some((query) => query.isError);
  const answered = queries.every((query) => query.isSuccess);

  return {
    term: idle ? '' : term,
    idle,
    searching: !idle && (settling || fetching),
    empty: !idle && !settling && term !== '' && answered && !fetching && groups.length === 0,
    failed: failed && !fetching,
    groups,
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
