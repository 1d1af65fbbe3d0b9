import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markCreated, markSending, newJobState } from './jobState';
import {
  decodeState,
  encodeState,
  jobKey,
  kindOfJob,
  newJobId,
  readJob,
  removeJob,
  saveNewJob,
  writeInflight,
  writeState,
} from './jobStore';
import { songPlan, songToCreate } from './testPlans';

/** A localStorage of a given size, counted in characters as browsers count it. */
function memoryStorage(limit = 5_000_000): Storage & { used: () => number } {
  const entries = new Map<string, string>();
  const used = () => [...entries].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem(key, value) {
      const before = entries.get(key);
      entries.set(key, value);
      if (used() > limit) {
        if (before === undefined) entries.delete(key);
        else entries.set(key, before);
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
    },
    used,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});

const plan = songPlan([songToCreate(2, 'One', 1), songToCreate(3, 'Two', 1)]);

describe('the job store', () => {
  it('keys a job per signed-in user and kind, and its id tells its kind', () => {
    expect(jobKey('songs', '7')).not.toBe(jobKey('songs', '8'));
    expect(jobKey('songs', '7')).not.toBe(jobKey('albums', '7'));
    expect(kindOfJob(newJobId('albums', 1_000))).toBe('albums');
    expect(kindOfJob('nonsense-1')).toBeNull();
  });

  it('keeps the plan, the state and the rows in flight, and reads them back', () => {
    const state = newJobState('songs-a', plan);
    expect(saveNewJob(plan, state)).toBe(true);
    const later = markCreated(markSending(state, 0), 0, 41);
    writeState(later);
    writeInflight('songs', [1]);
    expect(readJob('songs')).toEqual({ plan, state: later, inflight: [1] });
    expect(readJob('albums')).toBeNull();
    removeJob('songs');
    expect(readJob('songs')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('stores a row state as one letter', () => {
    const state = markSending(newJobState('songs-a', plan), 1);
    const raw = encodeState(state);
    expect(JSON.parse(raw)).toMatchObject({ rows: 'ps' });
    expect(decodeState(raw)).toEqual(state);
    expect(decodeState('{"rows":"px"}')).toBeNull();
    expect(decodeState('not json')).toBeNull();
  });

  it('fits a 5,000-row song plan, and rewrites far less than the plan on each state write', () => {
    const big = songPlan(
      Array.from({ length: 5_000 }, (_unused, index) =>
        songToCreate(index + 2, `A song with a fairly ordinary title ${index}`, (index % 40) + 1),
      ),
    );
    expect(saveNewJob(big, newJobState('songs-big', big))).toBe(true);
    const planSize = storage.getItem(`${jobKey('songs')}:plan`)?.length ?? 0;
    const stateSize = storage.getItem(jobKey('songs'))?.length ?? 0;
    expect(storage.used()).toBeLessThan(2_500_000);
    expect(stateSize).toBeLessThan(planSize / 10);
  });

  it('says so, and leaves nothing half-written, when the plan does not fit', () => {
    storage = memoryStorage(2_000);
    vi.stubGlobal('localStorage', storage);
    const big = songPlan(
      Array.from({ length: 100 }, (_unused, index) => songToCreate(index + 2, `Song ${index}`, 1)),
    );
    expect(saveNewJob(big, newJobState('songs-big', big))).toBe(false);
    expect(storage.length).toBe(0);
  });
});
