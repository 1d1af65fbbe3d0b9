import { describe, expect, it } from 'vitest';
import { restoreOver } from './restoreOver';

describe('restoreOver: a draft restored over a record changed since', () => {
  const draftBase = { title: 'Spring push', budget: 100, city: 'Lyon' };
  const now = { title: 'Spring push', budget: 250, city: 'Nantes' };

  it('brings back only what the user had changed, over the value it was typed on', () => {
    const draft = { title: 'Summer push', budget: 100, city: 'Lyon' };
    expect(restoreOver(draft, draftBase, now)).toEqual({
      values: { title: 'Summer push', budget: 250, city: 'Nantes' },
      base: { title: 'Spring push', budget: 250, city: 'Nantes' },
    });
  });

  it('keeps the user’s change of a field a colleague changed too, from the old base (a clash to ask)', () => {
    const draft = { ...draftBase, budget: 300 };
    const { values, base } = restoreOver(draft, draftBase, now);
    expect(values.budget).toBe(300);
    expect(base.budget).toBe(100);
  });

  it('takes an empty text and a missing value for the same nothing', () => {
    const { values } = restoreOver({ ...draftBase, city: '' }, { ...draftBase, city: null }, now);
    expect(values.city).toBe('Nantes');
  });
});
