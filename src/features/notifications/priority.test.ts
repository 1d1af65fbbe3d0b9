import { describe, expect, it } from 'vitest';
import { priorityColor } from './priority';

describe('priorityColor', () => {
  it.each([
    ['urgent', 'error'],
    ['high', 'warning'],
    ['medium', 'primary'],
    ['low', 'default'],
    ['critical', 'default'],
    ['constructor', 'default'],
  ])('%s → %s', (priority, color) => {
    expect(priorityColor(priority)).toBe(color);
  });
});
