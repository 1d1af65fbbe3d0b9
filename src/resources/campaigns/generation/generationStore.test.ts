import { afterEach, describe, expect, it } from 'vitest';
import {
  claimGenerations,
  generationOf,
  resetGenerations,
  startGeneration,
} from './generationStore';

const summary = { successful: 78, errors: 0 };
const generate = () => Promise.resolve({ data: summary });

describe('generation runs belong to the signed-in user', () => {
  afterEach(resetGenerations);

  it('keeps the outcome when the same user comes back, and forgets it for another user', async () => {
    claimGenerations(7);
    startGeneration(4, generate);
    await Promise.resolve();
    await Promise.resolve();
    expect(generationOf(4).lastResult).toEqual({ summary });

    claimGenerations('7');
    expect(generationOf(4).lastResult).toEqual({ summary });

    claimGenerations(8);
    expect(generationOf(4)).toEqual({ running: false });
  });
});
