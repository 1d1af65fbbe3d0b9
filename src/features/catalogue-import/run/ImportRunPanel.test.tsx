import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Song } from '@/api/types';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { setClock, now } from '@/lib/clock';
import { signedInUserKey } from '@/providers/generationRuns';
import { ImportRunPanel, keptImport, startImport } from './index';
import { newJobState, type JobState } from './jobState';
import { newJobId, saveNewJob, storedJobId, writeInflight, writeState } from './jobStore';
import { IN_FLIGHT_LIMIT_MS } from './ledger';
import { forgetRuns } from './runner';
import { songPlan, songsTitled, songToCreate } from './plans.testkit';

let artistId = 0;
beforeEach(async () => {
  localStorage.clear();
  await signInForTest();
  artistId = (await allArtists())[0]?.id ?? 0;
});
afterEach(() => {
  forgetRuns();
  vi.restoreAllMocks();
});

/** The POSTs to /songs the fake API received, by title. */
function countPosts() {
  const titles: string[] = [];
  server.use(
    http.post(api('/songs'), async ({ request }) => {
      titles.push(String(((await request.clone().json()) as { title: string }).title));
      return undefined;
    }),
  );
  return titles;
}

const titles = (count: number) =>
  Array.from({ length: count }, (_unused, i) => `Imported ${i + 1}`);
const songsOf = (title: string) => songsTitled(artistId, title);
const planOf = (names: string[]) =>
  songPlan(names.map((title, index) => songToCreate(index + 2, title, artistId)));

const renderPanel = (jobId: string, locale: 'en' | 'fr' | 'es' = 'en') =>
  renderWithAdmin(<ImportRunPanel jobId={jobId} onClose={() => undefined} />, { locale });

/** Web Locks as one browser gives them to its tabs: one holder per name, the others queued. */
function fakeWebLocks() {
  const held = new Set<string>();
  const queued = new Map<string, (() => void)[]>();
  const release = (name: string) => {
    held.delete(name);
    queued.get(name)?.shift()?.();
  };
  return {
    request(
      name: string,
      options: { ifAvailable?: boolean },
      task: (lock: unknown) => Promise<void>,
    ): Promise<void> {
      if (held.has(name) && options.ifAvailable) return task(null);
      const grant = () => {
        held.add(name);
        return task({ name }).finally(() => release(name));
      };
      if (!held.has(name)) return grant();
      return new Promise<void>((done) => {
        queued.set(name, [...(queued.get(name) ?? []), () => void grant().then(done)]);
      });
    },
    /** Held by another tab until the returned function is called (that tab goes). */
    holdElsewhere(name: string): () => void {
      held.add(name);
      return () => release(name);
    },
  };
}

/** Whether leaving the page now would have the browser ask first. */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A count as the panel shows it, by its label. */
const count = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const resultRow = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

/** `state` with row `position` created as `id` (what the tab that sent it wrote down). */
const withCreated = (state: JobState, position: number, id: number | string): JobState => ({
  ...state,
  rows: state.rows.map((row, index) => (index === position ? 'created' : row)),
  ids: { ...state.ids, [position]: id },
});

describe('ImportRunPanel', () => {
  it('imports a 6-row plan with progress, counts and a link to each new record', async () => {
    const posts = countPosts();
    const jobId = startImport(planOf(titles(6)));
    expect(await keptImport('songs')).toBe(jobId);
    renderPanel(jobId);

    const progress = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(progress).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(progress).toHaveAttribute('aria-valuetext', '6 of 6 rows sent');
    expect(count('Created')).toBe('6');
    expect(count('Failed')).toBe('0');
    expect(posts.sort()).toEqual(titles(6).sort());

    const [song] = await songsOf('Imported 3');
    const table = screen.getByRole('table', { name: 'Results by row' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'Title', 'Result', 'Details']);
    expect(within(resultRow('Imported 3')).getByText('Created')).toBeVisible();
    expect(
      within(resultRow('Imported 3')).getByRole('link', {
        name: `Open the new record (#${song?.id})`,
      }),
    ).toHaveAttribute('href', `/song/${song?.id}`);
    // Finished, it stays until Done, its report to read.
    expect(await keptImport('songs')).toBe(jobId);
  });

  it('lists rows the server failed or refused with its message, and sends only the failed one again on Retry', async () => {
    let failing = true;
    server.use(
      http.post(api('/songs'), async ({ request }) => {
        const { title } = (await request.clone().json()) as { title: string };
        if (title === 'Imported 5') return fail(409, 'A song with this title already exists');
        return failing && title === 'Imported 4' ? fail(500, 'Database unavailable') : undefined;
      }),
    );
    const posts = countPosts();
    const user = userEvent.setup();
    const closed = vi.fn();
    renderWithAdmin(<ImportRunPanel jobId={startImport(planOf(titles(6)))} onClose={closed} />, {
      locale: 'en',
    });

    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(count('Created')).toBe('4');
    expect(count('Failed')).toBe('1');
    expect(count('Refused by the server')).toBe('1');
    expect(resultRow('Imported 4')).toHaveTextContent('FailedDatabase unavailable');
    expect(resultRow('Imported 5')).toHaveTextContent(
      'Refused by the serverA song with this title already exists',
    );
    expect(await songsOf('Imported 4')).toEqual([]);

    failing = false;
    posts.length = 0;
    await user.click(screen.getByRole('button', { name: 'Retry failed rows' }));
    await waitFor(() => expect(count('Created')).toBe('5'));
    expect(screen.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    // A row the server refused (4xx) is not sent again: it would be refused again.
    expect(posts).toEqual(['Imported 4']);
    expect(count('Refused by the server')).toBe('1');

    // The file to fix: what jsdom would save, and its name.
    const files: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:test/rows-to-fix';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download refused and failed rows' }));
    expect(names).toEqual(['songs-rows-to-fix.csv']);
    const file = files[0] as Blob;
    // UTF-8 with a byte order mark, as the app's other CSV files (spreadsheets then read accents).
    expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await file.text()).replace(/^\ufeff/, '').split('\r\n')).toEqual([
      'Title,Artist,Mood,Reason',
      `Imported 5,${artistId},Calm,A song with this title already exists`,
    ]);

    // Done: the import is over and forgotten.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    expect(await keptImport('songs')).toBeNull();
    expect(await storedJobId(signedInUserKey(), 'songs')).toBeNull();
    expect(await songsOf('Imported 4')).toHaveLength(1);
  });

  it('sends no new row while paused, lets those in flight finish, and goes on on Resume', async () => {
    const held: (() => void)[] = [];
    const posts = countPosts();
    server.use(
      http.post(api('/songs'), async () => {
        await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPanel(startImport(planOf(titles(6))));

    await waitFor(() => expect(held).toHaveLength(3));
    // Leaving now would ask the browser's own question.
    expect(leavingIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(/Paused: no new row is sent/)).toBeVisible();
    for (const release of held.splice(0)) release();
    await waitFor(() => expect(count('Created')).toBe('3'));
    // A moment for any further request to start: none does.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(posts).toHaveLength(3);
    expect(held).toHaveLength(0);

    server.resetHandlers();
    countPosts();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(count('Created')).toBe('6');
    expect(leavingIsQuestioned()).toBe(false);
  });

  it('resumes after a reload without creating twice a row the server already has', async () => {
    const plan = planOf(titles(4));
    const jobId = newJobId('songs', 1);
    // Before the reload: row 1 answered and written down; row 2 sent, created on the server,
    // its answer and even its sending never written to the state, only listed in flight; rows 3
    // and 4 not sent.
    const provider = createDataProvider();
    const first = await provider.create('songs', {
      data: plan.rows[0]?.fate === 'create' ? plan.rows[0].body : {},
    });
    await provider.create('songs', {
      data: plan.rows[1]?.fate === 'create' ? plan.rows[1].body : {},
    });
    const user = signedInUserKey();
    const state = newJobState(jobId, plan, user);
    await saveNewJob(plan, state);
    await writeState(withCreated(state, 0, first.data.id));
    await writeInflight(user, 'songs', [{ position: 1, sentAt: now() }]);

    const posts = countPosts();
    const held: (() => void)[] = [];
    server.use(
      http.post(api('/songs'), async () => {
        await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    expect(await keptImport('songs')).toBe(jobId);
    renderPanel(jobId);
    // Row 2 was found on the server: 2 of 4 done, and only rows 3 and 4 are sent.
    expect(await screen.findByText(/^Import interrupted by a reload: 2 of 4 done\./)).toBeVisible();
    await waitFor(() => expect(held).toHaveLength(2));
    for (const release of held.splice(0)) release();
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(count('Created')).toBe('4');
    expect(posts.sort()).toEqual(['Imported 3', 'Imported 4']);
    for (const title of titles(4)) expect(await songsOf(title)).toHaveLength(1);
  });

  it('pauses when an answer is lost, and on Resume looks for the row before sending it again', async () => {
    let dropping = true;
    // Rows 1 and 3 are answered only once the run knows row 2's answer was lost.
    const held: (() => void)[] = [];
    server.use(
      http.post(api('/songs'), async ({ request }) => {
        const { title } = (await request.clone().json()) as { title: string };
        if (!dropping) return undefined;
        if (title === 'Imported 2') return HttpResponse.error();
        await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    const posts = countPosts();
    const user = userEvent.setup();
    renderPanel(startImport(planOf(titles(4))));

    expect(await screen.findByText(/^Paused: the connection was lost\./)).toBeVisible();
    await waitFor(() => expect(held).toHaveLength(2));
    for (const release of held.splice(0)) release();
    // Rows 1 and 3 were in flight and finish; row 4 waits.
    await waitFor(() => expect(count('Created')).toBe('2'));
    expect(resultRow('Imported 2')).toHaveTextContent('Sending');
    expect(resultRow('Imported 4')).toHaveTextContent('Waiting');
    expect(screen.queryByRole('heading', { name: 'Import finished' })).toBeNull();

    dropping = false;
    posts.length = 0;
    // Its request can no longer be in flight: looked for, not found, it goes out again.
    setClock(now() + IN_FLIGHT_LIMIT_MS);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(count('Created')).toBe('4');
    expect(posts.sort()).toEqual(['Imported 2', 'Imported 4']);
    expect(await songsOf('Imported 2')).toHaveLength(1);
  });

  it('a success whose answer is cut short is looked for, never reported refused (issue 44)', async () => {
    // The server creates the song, but its answer reaches the run unreadable (a page being
    // left in the middle of it): the row is found on the server, created once, and counted so.
    let cut = true;
    server.use(
      http.post(api('/songs'), async ({ request }) => {
        const { title } = (await request.clone().json()) as { title: string };
        if (title !== 'Imported 2' || !cut) return undefined;
        cut = false;
        // The demo API itself creates the song (this handler lets that one request through).
        await createDataProvider().create<Song>('songs', { data: { title, artist_id: artistId } });
        return new HttpResponse('', { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPanel(startImport(planOf(titles(3))));

    // An answer lost: the run waits, the row to be looked for.
    expect(await screen.findByText(/^Paused: the connection was lost\./)).toBeVisible();
    expect(count('Refused by the server')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(count('Created')).toBe('3');
    expect(count('Refused by the server')).toBe('0');
    // Found, not sent again: one song.
    expect(await songsOf('Imported 2')).toHaveLength(1);
  });

  it('only looks while another tab holds the import, then takes it over from where that tab left it', async () => {
    const locks = fakeWebLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const plan = planOf(titles(4));
      const jobId = newJobId('songs', 2);
      const state = newJobState(jobId, plan, signedInUserKey());
      await saveNewJob(plan, state);
      const otherTabGoes = locks.holdElsewhere(`label-admin.import:${jobId}`);
      const posts = countPosts();
      renderPanel(jobId);

      expect(
        await screen.findByText(
          'This import is going on in another tab of this browser: follow it there.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
      expect(posts).toEqual([]);

      // The other tab created row 1, then was closed.
      const first = await createDataProvider().create('songs', {
        data: plan.rows[0]?.fate === 'create' ? plan.rows[0].body : {},
      });
      await writeState(withCreated(state, 0, first.data.id));
      posts.length = 0;
      act(() => otherTabGoes());

      expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
      expect(count('Created')).toBe('4');
      expect(posts.sort()).toEqual(['Imported 2', 'Imported 3', 'Imported 4']);
      for (const title of titles(4)) expect(await songsOf(title)).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('asks before cancelling, then leaves the rows not sent "not imported"', async () => {
    const held: (() => void)[] = [];
    server.use(
      http.post(api('/songs'), async () => {
        await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPanel(startImport(planOf(titles(12))), 'fr');
    await waitFor(() => expect(held).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: "Annuler l'import" }));
    const dialog = await screen.findByRole('dialog', { name: "Annuler l'import\u202f?" });
    await user.click(within(dialog).getByRole('button', { name: "Annuler l'import" }));
    expect(await screen.findByRole('heading', { name: 'Import annulé' })).toBeVisible();
    for (const release of held.splice(0)) release();
    // The three rows in flight finish; the nine others are never sent.
    await waitFor(() => expect(count('Créées')).toBe('3'));
    expect(count('Non importées')).toBe('9');
    // Only the rows whose request went out count as sent.
    expect(screen.getByRole('progressbar', { name: "Progression de l'import" })).toHaveAttribute(
      'aria-valuetext',
      '3 sur 12 lignes envoyées',
    );
    expect(held).toHaveLength(0);
    expect(
      screen.getByRole('button', { name: 'Télécharger les lignes refusées et en échec' }),
    ).toBeVisible();
  });
  it('keeps focus off <body> when the button it is on goes away: Pause, Resume, Cancel', async () => {
    const held: (() => void)[] = [];
    server.use(
      http.post(api('/songs'), async () => {
        await new Promise<void>((release) => held.push(release));
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPanel(startImport(planOf(titles(12))));
    await waitFor(() => expect(held).toHaveLength(3));
    const heading = screen.getByRole('heading', { level: 2, name: /^Importing/ });

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    expect(document.activeElement).toBe(heading);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
    expect(document.activeElement).toBe(heading);

    await user.click(screen.getByRole('button', { name: 'Cancel the import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the import?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the import' }));
    const ended = await screen.findByRole('heading', { level: 2, name: 'Import cancelled' });
    await waitFor(() => expect(document.activeElement).toBe(ended));
    for (const release of held.splice(0)) release();
    await waitFor(() => expect(count('Created')).toBe('3'));
    expect(document.activeElement).toBe(ended);
  });
});
