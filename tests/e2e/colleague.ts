// A colleague working through the API at the same time as the user (issue 37). In demo mode the
// API is the page's own service worker, so the colleague's calls are made from the page, with a
// sign-in of their own: plain API v1 over HTTP, as a second client of any server would send
// them, never a reach into the demo database.
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/config/demo';

export interface ColleagueAnswer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; message?: string };
}

/**
 * One API v1 call by the colleague, e.g. `('PUT', '/artists/3', { realName: 'X' })`, once the
 * page shows a screen (the demo API answers from then on).
 */
export async function asColleague<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<ColleagueAnswer<T>> {
  return page.evaluate(
    async ({ method, path, body, credentials }) => {
      const base = '/api/v1';
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const signedIn = (await login.json()) as { data: { tokens: { accessToken: string } } };
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${signedIn.data.tokens.accessToken}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body, credentials: DEMO_CREDENTIALS },
  );
}
