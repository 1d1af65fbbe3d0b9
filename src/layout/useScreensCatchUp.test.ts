import { describe, expect, it } from 'vitest';
import { catchesUp } from './useScreensCatchUp';

describe('catchesUp: which screens read their records again', () => {
  it('takes react-admin’s reads of the records several people edit', () => {
    expect(catchesUp({ queryKey: ['artists', 'getList', { page: 1 }] })).toBe(true);
    expect(catchesUp({ queryKey: ['songs', 'getOne', { id: '3' }] })).toBe(true);
    expect(catchesUp({ queryKey: ['song-requests', 'getManyReference', {}] })).toBe(true);
    expect(catchesUp({ queryKey: ['campaigns', 'screen', 2] })).toBe(true);
  });

  it('leaves fixed lists, pictures and screens that keep their own freshness alone', () => {
    expect(catchesUp({ queryKey: ['artists', 'genres'] })).toBe(false);
    expect(catchesUp({ queryKey: ['media-blob', '/files/1'] })).toBe(false);
    expect(catchesUp({ queryKey: ['settings', 'screen'] })).toBe(false);
  });
});
