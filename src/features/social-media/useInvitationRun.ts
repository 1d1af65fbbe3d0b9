// Invitations sent a few at a time: a bulk send to dozens of artists must neither queue them
// one by one for a minute nor fire them all at once at the API. Each artist's outcome (the
// e-mail it went to, or the server's words) stays on screen until the run is closed; failures
// can be sent again. One run at a time: what is sent while one goes on joins it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Artist } from '../../api/types';
import { useSendFacebookInvitation } from '../../components/social/useSendFacebookInvitation';
import { serverMessageOr } from '../../lib/errorMessage';

/** How many invitations are in flight at once. */
export const INVITATIONS_AT_ONCE = 3;

const FAILED = 'app.social_media.invite.failed';

export type InvitationOutcome =
  | { status: 'queued' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'failed'; message: string };

type Invitee = Pick<Artist, 'id' | 'stageName'>;

export interface InvitationRun {
  outcomeOf: (artistId: number) => InvitationOutcome | undefined;
  /** The artists of the current run, in the order they were asked for. */
  invitees: readonly Invitee[];
  /** Sends to these artists, leaving out those already waiting or being sent. */
  send: (artists: readonly Invitee[]) => void;
  /** Sends again to the run's artists whose invitation failed. */
  retryFailed: () => void;
  /** Forgets the run's outcomes; refused while invitations are still going. */
  dismiss: () => void;
  isRunning: boolean;
}

const isBusy = (outcome: InvitationOutcome | undefined) =>
  outcome?.status === 'queued' || outcome?.status === 'sending';

export function useInvitationRun(): InvitationRun {
  const sendInvitation = useSendFacebookInvitation();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, InvitationOutcome>>(new Map());
  const [invitees, setInvitees] = useState<readonly Invitee[]>([]);
  // The queue and the outcomes as of now (state lags a render behind the calls' answers).
  const latest = useRef(new Map<number, InvitationOutcome>());
  const queue = useRef<Invitee[]>([]);
  const workers = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queue.current = [];
    };
  }, []);

  const record = useCallback((artistId: number, outcome: InvitationOutcome) => {
    latest.current.set(artistId, outcome);
    setOutcomes(new Map(latest.current));
  }, []);

  // One worker sends to the queue's artists one after another; INVITATIONS_AT_ONCE of them run.
  const work = useCallback(async () => {
    while (mounted.current && queue.current.length) {
      const artist = queue.current.shift()!;
      record(artist.id, { status: 'sending' });
      try {
        const invitation = await sendInvitation(artist.id);
        record(artist.id, { status: 'sent', email: invitation.email });
      } catch (error) {
        record(artist.id, { status: 'failed', message: serverMessageOr(error, FAILED) });
      }
    }
  }, [record, sendInvitation]);

  const startWorkers = useCallback(() => {
    // A running worker is busy with an artist; each free slot takes one of the queued ones.
    let waiting = queue.current.length;
    while (workers.current < INVITATIONS_AT_ONCE && waiting > 0) {
      waiting -= 1;
      workers.current += 1;
      void work().finally(() => {
        workers.current -= 1;
      });
    }
  }, [work]);

  const send = useCallback(
    (artists: readonly Invitee[]) => {
      const fresh = artists.filter((artist) => !isBusy(latest.current.get(artist.id)));
      if (!fresh.length) return;
      // Sends join the run on screen (a retry replaces the artist's earlier outcome) until it
      // is closed, so every result stays readable next to the ones that came before.
      setInvitees((current) => [
        ...current.filter((artist) => !fresh.some((f) => f.id === artist.id)),
        ...fresh,
      ]);
      for (const artist of fresh) record(artist.id, { status: 'queued' });
      queue.current.push(...fresh);
      startWorkers();
    },
    [record, startWorkers],
  );

  const retryFailed = useCallback(
    () => send(invitees.filter((artist) => latest.current.get(artist.id)?.status === 'failed')),
    [invitees, send],
  );

  const isRunning = [...outcomes.values()].some(isBusy);

  const dismiss = useCallback(() => {
    if ([...latest.current.values()].some(isBusy)) return;
    latest.current = new Map();
    setOutcomes(new Map());
    setInvitees([]);
  }, []);

  return {
    outcomeOf: (artistId) => outcomes.get(artistId),
    invitees,
    send,
    retryFailed,
    dismiss,
    isRunning,
  };
}
