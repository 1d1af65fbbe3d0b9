import { describe, expect, it } from 'vitest';
import { leavesPage } from './leavesPage';

const at = (url: string) => {
  const [pathname = '', search = ''] = url.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('leavesPage', () => {
  it.each([
    ['/media?artistId=1', '/dashboard', true],
    ['/media?artistId=1', '/media?artistId=2', true],
    ['/media?artistId=1', '/media', true],
    ['/media', '/media?artistId=2', true],
    ['/artists/1?tab=overview', '/artists/1?tab=media', false],
    ['/artists/1', '/artists/1?tab=media', false],
    ['/media?artistId=1&x=2', '/media?x=2&artistId=1', false],
    [
      '/campaign-posts?campaignId=3&status=draft',
      '/campaign-posts?campaignId=3&view=calendar',
      false,
    ],
  ])('from %s to %s: %s', (from, to, expected) => {
    expect(leavesPage(at(from), at(to))).toBe(expected);
  });
});
