// The posts table's selected rows, held by the posts view rather than by react-admin's store.
// useList keeps its selection in the store under the surrounding resource (`campaigns`), which
// the campaigns screen behind the dialog also follows: every checkbox click rendered that whole
// screen again, and the selection outlived the dialog (it is kept in localStorage). Held here, a
// click renders the table's header and toolbar and the one row whose box changed.
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';

export interface PostSelection {
  subscribe: (listener: () => void) => () => void;
  /** The selected ids, the same array until the selection changes. */
  ids: () => Identifier[];
  /** One post's state: the same object until that post is put in or out. */
  row: (id: Identifier) => RowSelection;
  select: (ids: Identifier[]) => void;
  /**
   * A row's box clicked: its post in or out; with Shift, every row from the last one clicked
   * to this one follows it (`order` is the rows' order), as react-admin's tables do.
   */
  toggle: (id: Identifier, range?: { shift: boolean; order: readonly Identifier[] }) => void;
}

export interface RowSelection {
  selected: boolean;
  /** Whether the change that set it put other posts in or out too (select all, a Shift range). */
  many: boolean;
}

const NONE: Identifier[] = [];
const UNSELECTED: RowSelection = { selected: false, many: false };

export function createPostSelection(): PostSelection {
  let ids = NONE;
  let last: Identifier | null = null;
  const rows = new Map<Identifier, RowSelection>();
  const listeners = new Set<() => void>();
  const set = (next: Identifier[]) => {
    const before = new Set(ids);
    const after = new Set(next);
    const changed = [
      ...next.filter((id) => !before.has(id)),
      ...ids.filter((id) => !after.has(id)),
    ];
    const many = changed.length > 1;
    for (const id of changed) rows.set(id, { selected: after.has(id), many });
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
    row: (id) => rows.get(id) ?? UNSELECTED,
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

/** Takes out of the selection every post not among `shown`; leaves it as it is otherwise. */
export function keepShownSelected(selection: PostSelection, shown: readonly CampaignPost[]) {
  const selected = selection.ids();
  if (selected.length === 0) return;
  const visible = new Set<Identifier>(shown.map((post) => post.id));
  const kept = selected.filter((id) => visible.has(id));
  if (kept.length < selected.length) selection.select(kept);
}

/** The selected ids: renders again when the selection changes. */
export const useSelectedIds = (selection: PostSelection): Identifier[] =>
  useSyncExternalStore(selection.subscribe, selection.ids);

/**
 * What a row's box shows. One box clicked shows its new state in the click's own frame. When a
 * change reaches many rows (select all, unselect all, a Shift range), the header's box and the
 * bulk actions bar answer in that frame and the rows' boxes follow in a render React may
 * interrupt (a deferred value): drawing 78 MUI checkboxes again held the click's frame for about
 * 150 ms on a slowed CPU.
 */
export function useRowSelected(selection: PostSelection, id: Identifier): boolean {
  // Renders again only when this post is put in or out.
  const { selected, many } = useSyncExternalStore(selection.subscribe, () => selection.row(id));
  const deferred = useDeferredValue(selected);
  return many ? deferred : selected;
}
