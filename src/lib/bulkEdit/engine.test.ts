import { describe, expect, it } from 'vitest';
import { planChanges, planUndo, runLimited, same, undoEntryOf } from './engine';

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

describe('planChanges, more', () => {
  it('lists the selected records that were not read (deleted since) as gone', () => {
    const plan = planChanges(rows, () => ({ mood: 'dark' }), { asked: [1, 2, 3, 9, '12'] });
    expect(plan.gone).toEqual([9, '12']);
    expect(plan.unchanged).toEqual([2]);
    expect(plan.changes.map((c) => c.id)).toEqual([1, 3]);
  });

  it('sees an equal list as unchanged, and a different one as a change', () => {
    const tagged = [
      { id: 1, ids: [3, 5] },
      { id: 2, ids: [5] },
    ];
    const plan = planChanges(tagged, () => ({ ids: [3, 5] }));
    expect(plan.unchanged).toEqual([1]);
    expect(plan.changes).toEqual([
      { id: 2, previous: tagged[1], before: { ids: [5] }, after: { ids: [3, 5] } },
    ]);
  });
});

describe('same', () => {
  it('holds null and undefined alike, and lists and objects by content and order', () => {
    expect(same(undefined, null)).toBe(true);
    expect(same([1, 2], [1, 2])).toBe(true);
    expect(same([1, 2], [2, 1])).toBe(false);
    expect(same({ a: [1], b: null }, { a: [1] })).toBe(true);
    expect(same({ a: 1 }, { a: '1' })).toBe(false);
    expect(same([], null)).toBe(false);
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

  it('leaves alone and lists a record changed since, and apart one deleted since', () => {
    const now = [
      { id: 1, mood: 'sunny', is_explicit: false },
      { id: 2, mood: 'edited by Ana', is_explicit: true },
    ];
    const undo = planUndo(entries, now);
    expect(undo.restore.map(({ id }) => id)).toEqual([1]);
    expect(undo.changedSince).toEqual([2]);
    expect(undo.gone).toEqual([3]);
  });

  it('compares list values by content, through the resource’s own reading', () => {
    interface Artist {
      id: number;
      genres: { id: number }[];
    }
    const valuesOf = (a: Artist) => ({ genreIds: a.genres.map((g) => g.id) });
    const entry = { id: 7, before: { genreIds: [1] }, after: { genreIds: [1, 4] } };
    const untouched = planUndo([entry], [{ id: 7, genres: [{ id: 1 }, { id: 4 }] }], valuesOf);
    expect(untouched.restore).toEqual([
      { id: 7, data: { genreIds: [1] }, previous: { id: 7, genres: [{ id: 1 }, { id: 4 }] } },
    ]);
    const edited = planUndo([entry], [{ id: 7, genres: [{ id: 4 }] }], valuesOf);
    expect(edited.changedSince).toEqual([7]);
  });
});
