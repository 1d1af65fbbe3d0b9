// The Facebook invitations sent from this browser, by artist: the e-mail and link the API
// answered, and when. Kept in react-admin's store (localStorage), so the Social tab and the
// roster's screen agree and a reload keeps them; signing out empties it (providers/store.ts).
import { useCallback } from 'react';
import { useStore, useStoreContext } from 'react-admin';
import type { FacebookInvitation } from '../../api/types';
import * as clock from '../../lib/clock';

export interface SentInvitation extends FacebookInvitation {
  /** ISO date-time the API accepted it. */
  sentAt: string;
}

export type SentInvitations = Readonly<Record<string, SentInvitation>>;

const KEY = 'social.facebookInvitations';
const NONE: SentInvitations = {};

export function useSentInvitations() {
  const [sent] = useStore<SentInvitations>(KEY, NONE);
  const store = useStoreContext();
  // Read and written in one step: several invitations of a bulk send end close together, and
  // useStore's own setter would start each from the value of the last render.
  const update = useCallback(
    (change: (current: SentInvitations) => SentInvitations) =>
      store.setItem(KEY, change(store.getItem<SentInvitations>(KEY, NONE) ?? NONE)),
    [store],
  );
  const remember = useCallback(
    (artistId: number, invitation: FacebookInvitation) =>
      update((current) => ({
        ...current,
        [artistId]: { ...invitation, sentAt: new Date(clock.now()).toISOString() },
      })),
    [update],
  );
  const forget = useCallback(
    (artistId: number) =>
      update((current) => {
        if (!(artistId in current)) return current;
        const { [artistId]: _gone, ...others } = current;
        return others;
      }),
    [update],
  );
  const invitationOf = useCallback(
    (artistId: number): SentInvitation | undefined => sent[artistId],
    [sent],
  );
  return { invitationOf, remember, forget };
}
