import { describe, expect, it } from 'vitest';
import { newJobState } from './jobState';
import { RunLedger } from './ledger';
import { rowResults } from './rowResults';
import { duplicateSong, refusedSong, songPlan, songToCreate } from './plans.testkit';

const plan = songPlan([
  songToCreate(2, 'Created one', 1),
  refusedSong(3, 'Refused one'),
  duplicateSong(4, 'Created one', 2),
  songToCreate(5, 'Lost one', 1),
  songToCreate(6, 'Never sent', 1),
]);

describe('the results by row', () => {
  it("names each row by its title, from its body or from the file's title column", () => {
    const ledger = new RunLedger(plan, newJobState('songs-1', plan, '7'));
    ledger.sending(0, 1_000);
    ledger.created(0, 88);
    const { state } = ledger;
    expect(rowResults(plan, state).map(({ line, value, result }) => [line, value, result])).toEqual(
      [
        [2, 'Created one', 'created'],
        [3, 'Refused one', 'refused_dry_run'],
        [4, 'Created one', 'duplicate'],
        [5, 'Lost one', 'pending'],
        [6, 'Never sent', 'pending'],
      ],
    );
    expect(rowResults(plan, state)[0]?.createdId).toBe(88);
  });

  it('says of a row whose answer was lost before a cancel that it may exist', () => {
    const ledger = new RunLedger(plan, newJobState('songs-1', plan, '7'));
    ledger.sending(1, 1_000);
    ledger.cancel();
    const { state } = ledger;
    const [, , , lost, never] = rowResults(plan, state);
    expect(lost).toMatchObject({
      result: 'sending',
      reasons: [{ message: 'app.catalogue_import_run.reasons.lost_answer' }],
    });
    expect(never).toMatchObject({ result: 'cancelled', reasons: [] });
  });

  it('works out only the rows of the page asked for', () => {
    const state = newJobState('songs-1', plan, '7');
    expect(rowResults(plan, state, 3, 5).map(({ line, result }) => [line, result])).toEqual([
      [5, 'pending'],
      [6, 'pending'],
    ]);
  });
});
