import { describe, expect, it } from 'vitest';
import { httpUrl, safeHref } from './safeUrl';

describe('safeHref', () => {
  it.each([
    ['https://www.facebook.com/photo/?fbid=912004388851234'],
    ['http://localhost:3000/api/v1/media/serve/611'],
  ])('keeps the web address %s', (address) => {
    expect(safeHref(address)).toBe(address);
  });

  it('normalises what the browser would: spaces around it, the scheme’s case', () => {
    expect(safeHref('  HTTPS://Example.com/a b ')).toBe('https://example.com/a%20b');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['blob:https://example.com/5d2c'],
    ['file:///etc/passwd'],
    ['mailto:someone@example.com'],
    ['ftp://example.com/file'],
    ['//evil.example.com/path'],
    ['/relative/path'],
    ['www.facebook.com/page'],
    ['https://'],
    [''],
    ['   '],
  ])('refuses %j', (address) => {
    expect(safeHref(address)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{ href: 'https://example.com' }]])(
    'refuses what is not text: %j',
    (value) => {
      expect(safeHref(value)).toBeNull();
    },
  );

  it('gives the parsed URL for checks on its host', () => {
    expect(httpUrl('https://open.spotify.com/artist/1')?.hostname).toBe('open.spotify.com');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
  });
});
