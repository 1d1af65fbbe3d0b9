import { describe, expect, it } from 'vitest';
import { newJobState, resumeState, type JobState } from './jobState';
import { IN_FLIGHT_LIMIT_MS, RunLedger } from './ledger';
import { duplicateSong, refusedSong, songPlan, songToCreate } from './plans.testkit';

const plan = songPlan([
  songToCreate(2, 'One', 1),
  refusedSong(3, 'Two'),
  songToCreate(4, 'Three', 1),
  duplicateSong(5, 'One', 2),
  songToCreate(6, 'Four', 1),
]);

const ledgerOf = (state: JobState = newJobState('songs-1', plan, '7')) =>
  new RunLedger(plan, state);

/** The minute after a request left at 1,000: it may still be in flight until then. */
const SENT = 1_000;
const STILL_IN_FLIGHT = SENT + IN_FLIGHT_LIMIT_MS - 1;
const NO_LONGER = SENT + IN_FLIGHT_LIMIT_MS;

describe('the run ledger', () => {
  it('sends only the rows the dry run would create, in file order, for the user who started it', () => {
    const state = newJobState('songs-1', plan, '7');
    expect(state).toMatchObject({ user: '7', sends: [0, 2, 4], status: 'running' });
    expect(ledgerOf(state).counts()).toMatchObject({
      total: 3,
      sent: 0,
      done: 0,
      duplicates: 1,
      refusedAtDryRun: 1,
    });
  });

  it('has nothing to do, and is finished, when no row is to be created', () => {
    expect(newJobState('songs-2', songPlan([refusedSong(2, 'x')]), '7').status).toBe('finished');
  });

  it('hands out each row once, and finishes once every row has an answer', () => {
    const ledger = ledgerOf();
    expect(ledger.nextToSend()).toBe(0);
    ledger.sending(0, SENT);
    expect(ledger.nextToSend()).toBe(1);
    ledger.created(0, 501);
    ledger.sending(1, SENT);
    ledger.failed(1, 'failed', { message: 'Injected 500' });
    ledger.sending(2, SENT);
    expect(ledger.settle()).toBe(false);
    ledger.failed(2, 'refused', { message: 'Title taken' });
    expect(ledger.nextToSend()).toBe(-1);
    expect(ledger.settle()).toBe(true);
    expect(ledger.status).toBe('finished');
    expect(ledger.counts()).toMatchObject({ sent: 3, done: 3, created: 1, failed: 1, refused: 1 });
  });

  it('puts a row refused before it reached the server (offline, a 401) back in the queue', () => {
    const ledger = ledgerOf();
    ledger.sending(0, SENT);
    ledger.sending(1, SENT);
    ledger.unsent(0);
    expect(ledger.counts()).toMatchObject({ sent: 1, sending: 1 });
    expect(ledger.nextToSend()).toBe(0);
  });

  it('counts as sent only the rows whose request went out, after a cancel too', () => {
    const ledger = ledgerOf();
    ledger.sending(0, SENT);
    ledger.created(0, 501);
    ledger.cancel();
    expect(ledger.state.rows).toEqual(['created', 'cancelled', 'cancelled']);
    expect(ledger.counts()).toMatchObject({ total: 3, sent: 1, created: 1, cancelled: 2 });
    expect(ledger.status).toBe('cancelled');
  });

  it('keeps its pace: the 20,000th row costs what the first did', () => {
    const rows = Array.from({ length: 20_000 }, (_unused, index) =>
      songToCreate(index + 2, `Song ${index}`, 1),
    );
    const big = songPlan(rows);
    const ledger = new RunLedger(big, newJobState('songs-big', big, '7'));
    // Each step is counted in rows looked at: a run that recounted or rescanned every row at
    // every step would look at 20,000 × 20,000 of them.
    let looked = 0;
    const rowsArray = ledger.state.rows;
    const counting = new Proxy(rowsArray, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) looked += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    ledger.state.rows = counting;
    for (;;) {
      const position = ledger.nextToSend();
      if (position < 0) break;
      ledger.sending(position, SENT);
      ledger.created(position, position + 1);
      ledger.counts();
    }
    expect(ledger.counts()).toMatchObject({ created: 20_000, sent: 20_000 });
    expect(looked).toBeLessThan(20_000 * 10);
  });
});

describe('a row whose answer was lost', () => {
  // As stored a moment before a reload: row 0 answered and written down; row 1 sent (listed in
  // flight at 1,000) with its answer not written down; row 2 not sent.
  const stored = (): JobState => {
    const ledger = ledgerOf();
    ledger.sending(0, SENT);
    ledger.created(0, 501);
    return ledger.state;
  };

  it('is looked for before it is sent again, and nothing already created is', () => {
    const resumed = resumeState(stored(), [
      { position: 0, sentAt: SENT },
      { position: 1, sentAt: SENT },
    ]);
    expect(resumed.rows).toEqual(['created', 'sending', 'pending']);
    expect(resumed.interrupted).toBe(true);
    const ledger = ledgerOf(resumed);
    expect(ledger.unconfirmed(new Set())).toEqual([1]);
    expect(ledger.unconfirmed(new Set([1]))).toEqual([]);
    expect(ledger.nextToSend()).toBe(2);
  });

  it('found on the server, is created with the existing id', () => {
    const ledger = ledgerOf(resumeState(stored(), [{ position: 1, sentAt: SENT }]));
    expect(ledger.checked([1], new Map([[1, 777]]), STILL_IN_FLIGHT)).toEqual([]);
    expect(ledger.state.rows).toEqual(['created', 'created', 'pending']);
    expect(ledger.state.ids).toEqual({ 0: 501, 1: 777 });
  });

  it('not found while its request may still be in flight, waits and is looked for again', () => {
    const ledger = ledgerOf(resumeState(stored(), [{ position: 1, sentAt: SENT }]));
    expect(ledger.checked([1], new Map(), STILL_IN_FLIGHT)).toEqual([1]);
    expect(ledger.state.rows[1]).toBe('sending');
    expect(ledger.settledBy(1)).toBe(NO_LONGER);
    // Meanwhile the run goes on with the rows never sent; it is not finished.
    expect(ledger.nextToSend()).toBe(2);
    ledger.sending(2, SENT);
    ledger.created(2, 900);
    expect(ledger.settle()).toBe(false);
  });

  it('not found once its request can no longer be in flight, is sent again', () => {
    const ledger = ledgerOf(resumeState(stored(), [{ position: 1, sentAt: SENT }]));
    expect(ledger.checked([1], new Map(), NO_LONGER)).toEqual([]);
    expect(ledger.state.rows[1]).toBe('pending');
    expect(ledger.nextToSend()).toBe(1);
  });

  it('keeps the latest time it left, when a tab taking over finds it listed twice', () => {
    const resumed = resumeState(
      { ...stored(), rows: ['created', 'sending', 'pending'], sentAt: { 1: SENT } },
      [{ position: 1, sentAt: SENT + 5_000 }],
    );
    expect(resumed.sentAt[1]).toBe(SENT + 5_000);
  });

  it('stays "sending" (it may exist) when the run is cancelled, until it is looked for', () => {
    const found = ledgerOf(resumeState(stored(), [{ position: 1, sentAt: SENT }]));
    found.cancel();
    expect(found.state.rows).toEqual(['created', 'sending', 'cancelled']);
    found.checked([1], new Map([[1, 778]]), STILL_IN_FLIGHT);
    expect(found.state.rows).toEqual(['created', 'created', 'cancelled']);

    const never = ledgerOf(resumeState(stored(), [{ position: 1, sentAt: SENT }]));
    never.cancel();
    expect(never.checked([1], new Map(), NO_LONGER)).toEqual([]);
    expect(never.state.rows).toEqual(['created', 'cancelled', 'cancelled']);
    expect(never.counts()).toMatchObject({ sent: 1, cancelled: 2 });
  });
});

describe('resuming', () => {
  const paused = (pauseReason: 'user' | 'offline' | 'session' | 'error'): JobState => ({
    ...newJobState('songs-1', plan, '7'),
    status: 'paused',
    pauseReason,
  });

  it("keeps the user's Pause, and goes on after a lost connection or an ended session", () => {
    expect(resumeState(paused('user'), [])).toMatchObject({
      status: 'paused',
      pauseReason: 'user',
    });
    for (const reason of ['offline', 'session', 'error'] as const) {
      expect(resumeState(paused(reason), [])).toMatchObject({
        status: 'running',
        pauseReason: undefined,
        interrupted: true,
      });
    }
  });

  it('does not call a finished run interrupted', () => {
    const finished: JobState = { ...newJobState('songs-1', plan, '7'), status: 'finished' };
    expect(resumeState(finished, []).interrupted).toBeUndefined();
  });

  it('sends failed rows again on Retry, never rows the server refused', () => {
    const ledger = ledgerOf();
    ledger.sending(0, SENT);
    ledger.created(0, 501);
    ledger.sending(1, SENT);
    ledger.failed(1, 'failed', { message: 'Injected 500' });
    ledger.sending(2, SENT);
    ledger.failed(2, 'refused', { message: 'Title taken' });
    ledger.settle();
    ledger.retryFailed();
    expect(ledger.state.rows).toEqual(['created', 'pending', 'refused']);
    expect(ledger.state.errors).toEqual({ 2: { message: 'Title taken' } });
    expect(ledger.status).toBe('running');
    expect(ledger.nextToSend()).toBe(1);
  });
});
