import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import { resetClock, setClock } from '@/lib/clock';
import { newJobState, type JobState } from './jobState';
import {
  clearStoredJobs,
  decodeState,
  encodeState,
  JOB_KEPT_MS,
  jobKey,
  kindOfJob,
  newJobId,
  readJob,
  removeJob,
  removeOldJobs,
  removeUserJobs,
  saveNewJob,
  storedJobId,
  userJobs,
  writeInflight,
  writeState,
} from './jobStore';
import { songPlan, songToCreate } from './plans.testkit';

const START = TEST_NOW;

beforeEach(() => setClock(START + 2_000));
afterEach(async () => {
  resetClock();
  await clearStoredJobs();
});

const plan = songPlan([songToCreate(2, 'One', 1), songToCreate(3, 'Two', 1)]);

describe('the job store', () => {
  it('keys a job per user and kind, and its id tells its kind', () => {
    expect(jobKey('7', 'songs')).not.toBe(jobKey('8', 'songs'));
    expect(jobKey('7', 'songs')).not.toBe(jobKey('7', 'albums'));
    expect(kindOfJob(newJobId('albums', 1_000))).toBe('albums');
    expect(kindOfJob('nonsense-1')).toBeNull();
  });

  it('keeps the plan, the state and the rows in flight, and reads them back', async () => {
    const state = newJobState('songs-a', plan, '7');
    expect(await saveNewJob(plan, state)).toBe(true);
    const later = {
      ...state,
      rows: ['created', 'sending'] as const,
      ids: { 0: 41 },
      sentAt: { 1: 5_000 },
    };
    await writeState({ ...later, rows: [...later.rows] });
    await writeInflight('7', 'songs', [{ position: 1, sentAt: 5_000 }]);
    expect(await readJob('7', 'songs')).toEqual({
      plan,
      state: { ...later, rows: ['created', 'sending'] },
      inflight: [{ position: 1, sentAt: 5_000 }],
    });
    expect(await storedJobId('7', 'songs')).toBe('songs-a');
    expect(await readJob('7', 'albums')).toBeNull();
    await removeJob('7', 'songs');
    expect(await readJob('7', 'songs')).toBeNull();
  });

  it("never gives one user's job to another", async () => {
    await saveNewJob(plan, newJobState('songs-a', plan, '7'));
    expect(await readJob('8', 'songs')).toBeNull();
    expect(await storedJobId('8', 'songs')).toBeNull();
    expect(await storedJobId('7', 'songs')).toBe('songs-a');
  });

  it('stores a row state as one letter', () => {
    const state = { ...newJobState('songs-a', plan, '7'), rows: ['pending', 'sending'] as const };
    const raw = encodeState({ ...state, rows: [...state.rows] });
    expect(JSON.parse(raw)).toMatchObject({ rows: 'ps' });
    expect(decodeState(raw)).toEqual({ ...state, rows: ['pending', 'sending'] });
    expect(decodeState('{"rows":"px"}')).toBeNull();
    expect(decodeState('not json')).toBeNull();
  });

  it('keeps a 20,000-row plan (more than localStorage would), and its state stays small', async () => {
    const big = songPlan(
      Array.from({ length: 20_000 }, (_unused, index) =>
        songToCreate(index + 2, `A song with a fairly ordinary title ${index}`, (index % 40) + 1),
      ),
    );
    const state = newJobState('songs-big', big, '7');
    expect(await saveNewJob(big, state)).toBe(true);
    const stored = await readJob('7', 'songs');
    expect(stored?.plan.rows).toHaveLength(20_000);
    expect(stored?.state.rows).toHaveLength(20_000);
    expect(JSON.stringify(big).length).toBeGreaterThan(5_000_000 / 2);
    expect(encodeState(state).length).toBeLessThan(JSON.stringify(big).length / 20);
  });

  it('never writes back a job removed meanwhile (Done, a sign-out), even from a run still finishing', async () => {
    const state = newJobState('songs-a', plan, '7', START + 1_000);
    await saveNewJob(plan, state);
    await removeJob('7', 'songs');
    await writeState({ ...state, status: 'paused', pauseReason: 'session' });
    await writeInflight('7', 'songs', [{ position: 0, sentAt: 2_000 }]);
    expect(await storedJobId('7', 'songs')).toBeNull();
    expect(await readJob('7', 'songs')).toBeNull();
  });

  it("tells how far each of a user's jobs went, and removes all of them at once", async () => {
    const albums = songPlan([songToCreate(2, 'Three', 1)]);
    const running: JobState = {
      ...newJobState('songs-a', plan, '7', START + 1_000),
      rows: ['created', 'pending'],
    };
    await saveNewJob(plan, running);
    await saveNewJob(
      { ...albums, kind: 'albums' },
      {
        ...newJobState('albums-b', albums, '7', START + 1_000),
        kind: 'albums',
        status: 'finished',
      },
    );
    await saveNewJob(plan, newJobState('songs-c', plan, '8', START + 1_000));

    expect(await userJobs('7', START + 2_000)).toEqual([
      { kind: 'songs', id: 'songs-a', unfinished: true, sent: 1, total: 2 },
      { kind: 'albums', id: 'albums-b', unfinished: false, sent: 0, total: 1 },
    ]);
    await removeUserJobs('7');
    expect(await userJobs('7', START + 2_000)).toEqual([]);
    expect(await storedJobId('8', 'songs')).toBe('songs-c');
  });

  it('keeps a job a week after it started, of whichever user', async () => {
    await saveNewJob(plan, newJobState('songs-a', plan, '7', START + 1_000));
    await saveNewJob(plan, newJobState('songs-b', plan, '8', START + 5_000));
    await removeOldJobs(START + 1_000 + JOB_KEPT_MS + 1);
    expect(await readJob('7', 'songs')).toBeNull();
    expect(await storedJobId('8', 'songs')).toBe('songs-b');
    // Past its week, a job asked for is not given either.
    expect(await userJobs('8', START + 5_001 + JOB_KEPT_MS)).toEqual([]);
    expect(await storedJobId('8', 'songs')).toBeNull();
  });
});
