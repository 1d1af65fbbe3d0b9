// A rejected request leaves the Pending list once it is read again: the focus, given back to
// its card's button when the details closed, would fall to the page, and the next Tab start it
// over. It goes to the card now in its place (or the one before), else to the list.
import { useEffect, useRef, type RefObject } from 'react';
import type { SongRequest } from '@/api/types';
import { focusIsLost, focusNeighbour, type RowPlace } from '@/components/delete/focusAfterRemoval';

interface Rejected {
  id: number;
  index: number;
}

/** Where the card at `index` of the list stood; the list itself when no card is left. */
export const cardPlace = (list: HTMLElement, index: number): RowPlace => ({
  rows: list,
  index,
  fallback: () => list,
});

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
    const place = cardPlace(element, wanted.index);
    if (!still && focusIsLost(place)) focusNeighbour(place);
  }, [data, list]);

  return (request: SongRequest) => {
    rejected.current = { id: request.id, index: data?.indexOf(request) ?? -1 };
  };
}
