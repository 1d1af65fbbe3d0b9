import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './afterSignIn';

describe('where signing in leads', () => {
  it('back to the page first asked for, with its query string', () => {
    expect(afterSignInPath({ nextPathname: '/artists/3', nextSearch: '?tab=media' })).toBe(
      '/artists/3?tab=media',
    );
    expect(afterSignInPath({ nextPathname: '/songs', nextSearch: '' })).toBe('/songs');
    expect(afterSignInPath({ nextPathname: '/album/7' })).toBe('/album/7');
  });

  it('to the dashboard for anyone who opened /login directly', () => {
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath(undefined)).toBe('/dashboard');
    expect(afterSignInPath({ other: 1 })).toBe('/dashboard');
  });

  it('to the dashboard rather than /login, bare / or another site', () => {
    expect(afterSignInPath({ nextPathname: '/login', nextSearch: '' })).toBe('/dashboard');
    expect(afterSignInPath({ nextPathname: '/', nextSearch: '' })).toBe('/dashboard');
    expect(afterSignInPath({ nextPathname: '//evil.example/x', nextSearch: '' })).toBe(
      '/dashboard',
    );
    expect(afterSignInPath({ nextPathname: 'https://evil.example/' })).toBe('/dashboard');
  });
});
