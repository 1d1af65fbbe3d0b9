// The posts table's selected rows, held by the posts view rather than by react-admin's store.
// useList keeps its selection in the store under the surrounding resource (`campaigns`), which
// the campaigns screen behind the dialog also follows: every checkbox click rendered that whole
// screen again, and the selection outlived the dialog (it is kept in localStorage). Held here, a
// click renders the table's header and toolbar and the one row whose box changed.
import { useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';

export interface PostSelection {
  subscribe: (listener: () => void) => () => void;
  /** The selected ids, the same array until the selection changes. */
  ids: () => Identifier[];
  select: (ids: Identifier[]) => void;
  /**
   * A row's box clicked: its post in or out; with Shift, every row from the last one clicked
   * to this one follows it (`order` is the rows' order), as react-admin's tables do.
   */
  toggle: (id: Identifier, range?: { shift: boolean; order: readonly Identifier[] }) => void;
}

const NONE: Identifier[] = [];

export function createPostSelection(): PostSelection {
  let ids = NONE;
  let last: Identifier | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Identifier[]) => {
    ids = next.length === 0 ? NONE : next;
    if (ids.length === 0) last = null;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ids: () => ids,
    select: (next) => set([...next]),
    toggle(id, range) {
      const order = range?.shift ? range.order : [];
      const from = last === null ? -1 : order.indexOf(last);
      const to = order.indexOf(id);
      last = id;
      if (from === -1 || to === -1) {
        set(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
        return;
      }
      const between = order.slice(Math.min(from, to), Math.max(from, to) + 1);
      set(
        ids.includes(id)
          ? ids.filter((other) => !between.includes(other))
          : [...ids, ...between.filter((other) => !ids.includes(other))],
      );
    },
  };
}

/** The selected ids: renders again when the selection changes. */
export const useSelectedIds = (selection: PostSelection): Identifier[] =>
  useSyncExternalStore(selection.subscribe, selection.ids);

/** Whether one post is selected: renders again only when that changes. */
export const useIsSelected = (selection: PostSelection, id: Identifier): boolean =>
  useSyncExternalStore(selection.subscribe, () => selection.ids().includes(id));
