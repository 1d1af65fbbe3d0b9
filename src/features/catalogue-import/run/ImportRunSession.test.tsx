// An import on a bad day for the session: a write the session's end refused is never taken for
// a record created, the run waits for the same user to sign in again and goes on by itself, and
// nobody else sees it. Also: a row in flight when the page went is never sent twice.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { tokenStore } from '@/api/tokenStore';
import { now } from '@/lib/clock';
import { signedInUserKey } from '@/providers/generationRuns';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { ImportRunPanel, keptImport, startImport } from './index';
import { newJobState } from './jobState';
import { newJobId, saveNewJob, writeInflight } from './jobStore';
import { songPlan, songsTitled, songToCreate } from './plans.testkit';

let artistId = 0;
beforeEach(async () => {
  await signInForTest();
  artistId = (await allArtists())[0]?.id ?? 0;
});

const titles = (prefix: string, count: number) =>
  Array.from({ length: count }, (_unused, i) => `${prefix} ${i + 1}`);
const songsOf = (title: string) => songsTitled(artistId, title);
const planOf = (names: string[]) =>
  songPlan(names.map((title, index) => songToCreate(index + 2, title, artistId)));

/** Where the app is: a signed-out session is sent to /login. */
function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

const count = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an import when the session ends', () => {
  it('counts nothing a 401 refused as created, waits for the same user, then goes on by itself', async () => {
    const names = titles('Session', 6);
    let sessionOver = false;
    const posted: string[] = [];
    server.use(
      // The session ends at the third row: its create and the refresh after it are refused.
      http.post(api('/songs'), async ({ request }) => {
        const { title } = (await request.clone().json()) as { title: string };
        posted.push(title);
        if (title === 'Session 3') sessionOver = true;
        return sessionOver ? fail(401, 'Token expired') : undefined;
      }),
      http.post(api('/auth/refresh'), () => fail(401, 'Refresh token expired')),
    );
    const jobId = startImport(planOf(names));
    renderWithAdmin(
      <>
        <ImportRunPanel jobId={jobId} onClose={() => undefined} />
        <Location />
      </>,
      { locale: 'en' },
    );

    expect(
      await screen.findByText(/^Your session has ended: sign in again to go on\./),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/login'),
    );
    expect(tokenStore.hasSession()).toBe(false);
    const createdBefore = Number(count('Created'));
    // Only what the server has is counted created (read from its database: signed out, the
    // API answers nobody).
    const onServer = names.filter((title) => db().songs.some((song) => song.title === title));
    expect(createdBefore).toBe(onServer.length);
    // Rows already out when the session ended still wait for one (the API client holds a call
    // that met the session's end until the tokens come back, or its time runs out): sent, not
    // created.
    const sent = Number(
      /^(\d+) of 6 rows sent$/.exec(
        screen
          .getByRole('progressbar', { name: 'Import progress' })
          .getAttribute('aria-valuetext') ?? '',
      )?.[1],
    );
    expect(sent).toBeGreaterThanOrEqual(createdBefore);
    expect(sent).toBeLessThan(6);

    // The same user signs in again: the session is back, and the run goes on by itself.
    sessionOver = false;
    server.resetHandlers();
    await signInForTest();
    expect(createdBefore).toBeLessThan(6);
    await waitFor(async () => {
      for (const title of names) expect(await songsOf(title)).toHaveLength(1);
    });
    expect(posted.filter((title) => title === 'Session 1')).toHaveLength(1);
  });

  it('is not shown to another user signing in on the same browser, and stays for its own', async () => {
    const jobId = startImport(planOf(titles('Mine', 2)));
    const me = signedInUserKey();
    expect(await keptImport('songs')).toBe(jobId);
    const user = tokenStore.user();
    if (!user) throw new Error('signed in');
    tokenStore.clear();
    tokenStore.setTokens({ accessToken: 'at_other', refreshToken: 'rt_other' });
    tokenStore.setUser({ ...user, id: Number(user.id) + 1000, email: 'someone.else@label.test' });
    expect(signedInUserKey()).not.toBe(me);
    expect(await keptImport('songs')).toBeNull();
    await signInForTest();
    expect(await keptImport('songs')).toBe(jobId);
  });
});

describe('a row in flight when the page went', () => {
  it('is waited for while its request may still land, found, and never sent twice', async () => {
    const plan = planOf(titles('Slow', 2));
    const jobId = newJobId('songs', 3);
    const user = signedInUserKey();
    await saveNewJob(plan, newJobState(jobId, plan, user));
    // "Slow 1" left a moment ago (the page was then reloaded); the server is still saving it.
    await writeInflight(user, 'songs', [{ position: 0, sentAt: now() }]);
    const posted: string[] = [];
    server.use(
      http.post(api('/songs'), async ({ request }) => {
        posted.push(((await request.clone().json()) as { title: string }).title);
        return undefined;
      }),
    );
    // In French: the wait is said in the user's language, with its plural right for one row.
    renderWithAdmin(<ImportRunPanel jobId={jobId} onClose={() => undefined} />, { locale: 'fr' });

    expect(
      await screen.findByText(/^1 ligne envoyée avant l'interruption est attendue :/),
    ).toBeVisible();
    // Meanwhile the rows never sent go out.
    await waitFor(() => expect(posted).toEqual(['Slow 2']));
    // The slow request lands on the server: the next look finds it.
    const body = plan.rows[0]?.fate === 'create' ? plan.rows[0].body : {};
    await createDataProvider().create('songs', { data: body });
    expect(await screen.findByRole('heading', { name: 'Import terminé' })).toBeVisible();
    expect(count('Créées')).toBe('2');
    // The one POST of "Slow 1" is the slow request landing (made above), none by the run.
    expect(posted).toEqual(['Slow 2', 'Slow 1']);
    expect(await songsOf('Slow 1')).toHaveLength(1);
  });
});
