import { describe, expect, it } from 'vitest';
import { cancelRun, markCreated, markSending, newJobState } from './jobState';
import { rowResults } from './rowResults';
import { duplicateSong, refusedSong, songPlan, songToCreate } from './testPlans';

const plan = songPlan([
  songToCreate(2, 'Created one', 1),
  refusedSong(3, 'Refused one'),
  duplicateSong(4, 'Created one', 2),
  songToCreate(5, 'Lost one', 1),
  songToCreate(6, 'Never sent', 1),
]);

describe('the results by row', () => {
  it("names each row by its title, from its body or from the file's title column", () => {
    const state = markCreated(markSending(newJobState('songs-1', plan), 0), 0, 88);
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
    const state = cancelRun(markSending(newJobState('songs-1', plan), 1));
    const [, , , lost, never] = rowResults(plan, state);
    expect(lost).toMatchObject({
      result: 'sending',
      reasons: [{ message: 'app.catalogue_import_run.reasons.lost_answer' }],
    });
    expect(never).toMatchObject({ result: 'cancelled', reasons: [] });
  });
});
