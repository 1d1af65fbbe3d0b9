// A rejected request leaves the Pending list once it is read again: the focus, given back to
// its card's button when the details closed, would fall to the page, and the next Tab start it
// over. It goes to the card now in its place (or the one before), else to the list.
import { useEffect, useRef, type RefObject } from 'react';
import type { SongRequest } from '../../../api/types';
import { ROW_FOCUS_TARGET } from '../../../components/delete/focusAfterRemoval';

interface Rejected {
  id: number;
  index: number;
}

const focusTargetOf = (list: HTMLElement, request: SongRequest | undefined) =>
  request
    ? list.querySelector<HTMLElement>(
        `[aria-labelledby="song-request-${request.id}"] [${ROW_FOCUS_TARGET}]`,
      )
    : null;

/** Focuses the card now at `index` (where a request left the list), else the one before, else the list. */
export function focusInPlaceOf(list: HTMLElement, data: SongRequest[], index: number) {
  const target = focusTargetOf(list, data[index]) ?? focusTargetOf(list, data[index - 1]) ?? list;
  target.focus();
}

/** The focus went nowhere the user could go on from. */
const focusIsLost = (list: HTMLElement) => {
  const active = document.activeElement;
  return !active || active === document.body || active === list;
};

export function useFocusAfterRejection(
  data: SongRequest[] | undefined,
  list: RefObject<HTMLElement | null>,
) {
  const rejected = useRef<Rejected | null>(null);

  useEffect(() => {
    const wanted = rejected.current;
    const element = list.current;
    if (!wanted || !data || !element) return;
    const still = data.find((request) => request.id === wanted.id);
    // Not read again yet; or read again and still listed (All Requests): its own button has
    // the focus back.
    if (still?.status === 'pending') return;
    rejected.current = null;
    if (still || !focusIsLost(element)) return;
    focusInPlaceOf(element, data, wanted.index);
  }, [data, list]);

  return (request: SongRequest) => {
    rejected.current = { id: request.id, index: data?.indexOf(request) ?? -1 };
  };
}
