import { describe, expect, it } from 'vitest';
import {
  applyCheck,
  cancelRun,
  markCreated,
  markFailed,
  markSending,
  newJobState,
  nextToSend,
  resumeState,
  retryFailed,
  rowsToCheck,
  runCounts,
  settle,
} from './jobState';
import { duplicateSong, refusedSong, songPlan, songToCreate } from './testPlans';

const plan = songPlan([
  songToCreate(2, 'One', 1),
  refusedSong(3, 'Two'),
  songToCreate(4, 'Three', 1),
  duplicateSong(5, 'One', 2),
  songToCreate(6, 'Four', 1),
]);
const none = new Set<number>();

describe('the run state', () => {
  it('sends only the rows the dry run would create, in file order', () => {
    const state = newJobState('songs-1', plan);
    expect(state.sends).toEqual([0, 2, 4]);
    expect(state.rows).toEqual(['pending', 'pending', 'pending']);
    expect(state.status).toBe('running');
    expect(runCounts(plan, state)).toMatchObject({
      total: 3,
      done: 0,
      duplicates: 1,
      refusedAtDryRun: 1,
    });
  });

  it('has nothing to do, and is finished, when no row is to be created', () => {
    expect(newJobState('songs-2', songPlan([refusedSong(2, 'x')])).status).toBe('finished');
  });

  it('never hands out a row in flight, and finishes once every row has an answer', () => {
    let state = markSending(newJobState('songs-1', plan), 0);
    expect(nextToSend(state, new Set([0]))).toBe(1);
    state = markCreated(state, 0, 501);
    state = markFailed(markSending(state, 1), 1, 'failed', { message: 'Injected 500' });
    state = markFailed(markSending(state, 2), 2, 'refused', { message: 'Title taken' });
    expect(nextToSend(state, none)).toBe(-1);
    expect(settle(state, 1).status).toBe('running');
    expect(settle(state, 0).status).toBe('finished');
    expect(runCounts(plan, state)).toMatchObject({ done: 3, created: 1, failed: 1, refused: 1 });
  });
});

describe('resuming after a reload', () => {
  // As stored a moment before the reload: row 0 answered and written down; row 1 sent (listed
  // in flight) with its answer not written down; row 2 not sent.
  const stored = markCreated(markSending(newJobState('songs-1', plan), 0), 0, 501);

  it('looks for the rows sent without a recorded answer before sending anything', () => {
    const resumed = resumeState(stored, [0, 1]);
    expect(resumed.rows).toEqual(['created', 'sending', 'pending']);
    expect(resumed.interrupted).toBe(true);
    expect(rowsToCheck(resumed)).toEqual([1]);
  });

  it('does not send again a row found on the server: it is created, with the existing id', () => {
    const resumed = resumeState(stored, [1]);
    const checked = applyCheck(resumed, [1], new Map([[1, 777]]));
    expect(checked.rows).toEqual(['created', 'created', 'pending']);
    expect(checked.ids).toEqual({ 0: 501, 1: 777 });
    expect(nextToSend(checked, none)).toBe(2);
  });

  it('sends again a row the server does not have', () => {
    const checked = applyCheck(resumeState(stored, [1]), [1], new Map());
    expect(checked.rows).toEqual(['created', 'pending', 'pending']);
    expect(nextToSend(checked, none)).toBe(1);
  });

  it('keeps a row recorded as created even when it is still listed in flight', () => {
    expect(resumeState(stored, [0]).rows[0]).toBe('created');
  });

  it('does not call a finished run interrupted', () => {
    const finished = { ...stored, status: 'finished' as const };
    expect(resumeState(finished, []).interrupted).toBeUndefined();
  });

  it("keeps the user's Pause, and goes on after a pause for a lost connection", () => {
    const paused = (pauseReason: 'user' | 'offline' | 'session') => ({
      ...stored,
      status: 'paused' as const,
      pauseReason,
    });
    expect(resumeState(paused('user'), [])).toMatchObject({
      status: 'paused',
      pauseReason: 'user',
    });
    expect(resumeState(paused('session'), []).status).toBe('paused');
    expect(resumeState(paused('offline'), [])).toMatchObject({
      status: 'running',
      pauseReason: undefined,
      interrupted: true,
    });
  });
});

describe('retry and cancel', () => {
  const answered = markFailed(
    markFailed(markCreated(newJobState('songs-1', plan), 0, 501), 1, 'failed', {
      message: 'Injected 500',
    }),
    2,
    'refused',
    { message: 'Title taken' },
  );

  it('sends failed rows again, never rows the server refused', () => {
    const retried = retryFailed({ ...answered, status: 'finished' });
    expect(retried.rows).toEqual(['created', 'pending', 'refused']);
    expect(retried.errors).toEqual({ 2: { message: 'Title taken' } });
    expect(retried.status).toBe('running');
  });

  it('leaves rows not sent "not imported" on cancel, and keeps the created ones', () => {
    const state = cancelRun(markSending(newJobState('songs-1', plan), 0));
    expect(state.rows).toEqual(['sending', 'cancelled', 'cancelled']);
    expect(state.status).toBe('cancelled');
  });
});
