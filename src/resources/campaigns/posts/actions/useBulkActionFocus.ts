// A bulk action (approve, send to the artist) takes the bar away (the selection is cleared)
// and, in a status tab, the changed rows too: the focus, on the bar's button, would fall to the
// dialog. It goes to the row now standing where the first changed one was (or the one before,
// or the tab).
import { useEffect, useRef } from 'react';
import type { Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import {
  focusIsLost,
  focusNeighbour,
  rowPlaceOf,
  type RowPlace,
} from '@/components/delete/focusAfterRemoval';
import { shownPostAnchor } from '../postAnchor';
import { currentStatusTab } from './rowFocusFallback';

/** Where the first of these posts' rows stands among the rows shown. */
function firstPlaceOf(ids: readonly Identifier[]): RowPlace | null {
  const places = ids
    .map((id) => shownPostAnchor(id))
    .map((anchor) => rowPlaceOf(anchor, () => (anchor ? currentStatusTab(anchor) : null)))
    .filter((place): place is RowPlace => place !== null && place.index >= 0);
  return places.reduce<RowPlace | null>(
    (first, place) => (first === null || place.index < first.index ? place : first),
    null,
  );
}

interface Waiting {
  ids: Set<Identifier>;
  changed: (post: CampaignPost) => boolean;
}

/**
 * `note(ids)` before the action, `settle(ids, changed)` once it succeeded; the focus moves when
 * the table shows every post changed (the list's data comes back after the action resolves).
 */
export function useBulkActionFocus(data: readonly CampaignPost[] | undefined) {
  const noted = useRef<RowPlace | null>(null);
  const waiting = useRef<Waiting | null>(null);

  useEffect(() => {
    const place = noted.current;
    if (!waiting.current || !place) return;
    const { ids, changed } = waiting.current;
    if (!(data ?? []).every((post) => !ids.has(post.id) || changed(post))) return;
    waiting.current = null;
    noted.current = null;
    if (focusIsLost(place)) focusNeighbour(place);
  });

  return {
    note: (ids: readonly Identifier[]) => {
      noted.current = firstPlaceOf(ids);
    },
    settle: (ids: readonly Identifier[], changed: Waiting['changed']) => {
      waiting.current = { ids: new Set(ids), changed };
    },
  };
}
