import { describe, expect, it } from 'vitest';
import { languageNames, tagsOf } from './languages';

describe('languageNames', () => {
  it('reads a list of { name }, the same list as JSON, or a list of names', () => {
    expect(languageNames([{ name: 'French' }, { name: ' English ' }])).toEqual([
      'French',
      'English',
    ]);
    expect(languageNames('[{"name":"Spanish"}]')).toEqual(['Spanish']);
    expect(languageNames(['English', ''])).toEqual(['English']);
  });

  it('has nothing to show for null, blank or unreadable values', () => {
    expect(languageNames(null)).toEqual([]);
    expect(languageNames('  ')).toEqual([]);
    expect(languageNames([{ label: 'x' }, 3])).toEqual([]);
  });
});

describe('tagsOf', () => {
  it('splits comma-separated tags and drops blanks', () => {
    expect(tagsOf('indie pop, dream pop,, ')).toEqual(['indie pop', 'dream pop']);
    expect(tagsOf(null)).toEqual([]);
  });
});
