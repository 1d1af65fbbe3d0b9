import { describe, expect, it } from 'vitest';
import { planChanges, planUndo, runLimited, undoEntryOf } from './engine';
import { UNDO_KEEP_MS, loadUndo, saveUndo } from './undoStore';

interface Row {
  id: number;
  mood: string | null;
  is_explicit: boolean;
}
const rows: Row[] = [
  { id: 1, mood: 'calm', is_explicit: false },
  { id: 2, mood: 'dark', is_explicit: true },
  { id: 3, mood: null, is_explicit: false },
];

describe('planChanges', () => {
  it('keeps only the fields that differ, with their values before', () => {
    const plan = planChanges(rows, () => ({ mood: 'dark', is_explicit: true }));
    expect(plan.unchanged).toEqual([2]);
    expect(plan.changes.map(({ id, before, after }) => ({ id, before, after }))).toEqual([
      {
        id: 1,
        before: { mood: 'calm', is_explicit: false },
        after: { mood: 'dark', is_explicit: true },
      },
      {
        id: 3,
        before: { mood: null, is_explicit: false },
        after: { mood: 'dark', is_explicit: true },
      },
    ]);
  });
});

describe('runLimited', () => {
  it('never runs more than the limit at once and reports every outcome in order', async () => {
    let running = 0;
    let highest = 0;
    const heard: number[] = [];
    const items = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    const outcomes = await runLimited(
      items,
      async ({ id }) => {
        running += 1;
        highest = Math.max(highest, running);
        await new Promise((resolve) => setTimeout(resolve, 0));
        running -= 1;
        if (id === 4) throw new Error('Song 4 is locked');
        return id * 10;
      },
      3,
      (outcome) => heard.push(Number(outcome.id)),
    );
    expect(highest).toBe(3);
    expect(heard.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outcomes.map((o) => (o.ok ? o.value : `failed ${String(o.id)}`))).toEqual([
      10,
      20,
      30,
      'failed 4',
      50,
      60,
      70,
    ]);
    const failed = outcomes[3];
    expect(failed && !failed.ok && failed.error).toEqual(new Error('Song 4 is locked'));
  });
});

describe('planUndo', () => {
  const plan = planChanges(rows, () => ({ mood: '  sunny ' }));
  // The server trimmed the mood: undo compares with what it kept, not with what was sent.
  const entries = plan.changes.map((change) => undoEntryOf(change, { mood: 'sunny' }));

  it('puts back the changed fields of records nobody touched since', () => {
    const now = rows.map((row) => ({ ...row, mood: 'sunny', is_explicit: true }));
    const undo = planUndo(entries, now);
    expect(undo.changedSince).toEqual([]);
    expect(undo.restore.map(({ id, data }) => ({ id, data }))).toEqual([
      { id: 1, data: { mood: 'calm' } },
      { id: 2, data: { mood: 'dark' } },
      { id: 3, data: { mood: null } },
    ]);
  });

  it('leaves alone and lists a record changed since, or gone', () => {
    const now = [
      { id: 1, mood: 'sunny', is_explicit: false },
      { id: 2, mood: 'edited by Ana', is_explicit: true },
    ];
    const undo = planUndo(entries, now);
    expect(undo.restore.map(({ id }) => id)).toEqual([1]);
    expect(undo.changedSince).toEqual([2, 3]);
  });
});

describe('undo kept in session storage', () => {
  it('survives a reload for a while, then is dropped', () => {
    const kept = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as Storage;
    const entries = [{ id: 1, before: { mood: 'calm' }, after: { mood: 'dark' } }];
    saveUndo({ resource: 'songs', savedAt: 1_000, entries }, sessionStorage);
    expect(loadUndo('songs', 1_000 + UNDO_KEEP_MS, sessionStorage)?.entries).toEqual(entries);
    expect(loadUndo('albums', 1_000, sessionStorage)).toBeNull();
    expect(loadUndo('songs', 1_001 + UNDO_KEEP_MS, sessionStorage)).toBeNull();
    expect(loadUndo('songs', 1_000, sessionStorage)).toBeNull();
  });
});
