// The catalogue health screen on the demo API (msw/node), whose seed holds a few deliberate
// problems of each kind (src/mocks/seed/healthProblems.ts). Expected counts are worked out here
// from the API's own answers, never taken from the check.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Album, Artist } from '@/api/types';
import { now } from '@/lib/clock';
import { downloadCsv } from '@/lib/csv/downloadCsv';
import { isValidEmail } from '@/lib/email';
import { gtinCheckDigit, isValidUpc } from '@/lib/upc';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { resetHealthCheck } from '@/components/catalogueHealth/check';
import { clearHealthReports } from '@/components/catalogueHealth/check/reportStore';
import CatalogueHealthScreen from './CatalogueHealthScreen';
import { ruleCount, ruleText } from './ruleTexts.testkit';

vi.mock('@/lib/csv/downloadCsv', () => ({ downloadCsv: vi.fn() }));

beforeEach(async () => {
  resetHealthCheck();
  await clearHealthReports();
  sessionStorage.clear();
  await signInForTest();
});
afterEach(() => {
  vi.mocked(downloadCsv).mockClear();
});

const title = (ruleId: string) => ruleText(ruleId);

async function everything<T>(resource: string): Promise<T[]> {
  const { data } = await createDataProvider().getList<T & { id: number }>(resource, {
    pagination: { page: 1, perPage: 1000 },
  });
  return data;
}

/** A heading's name: its label, which joins its title and its count chip. */
const nameOf = (heading: HTMLElement) => heading.getAttribute('aria-label') ?? '';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** "Published without a UPC: 2 problems", as the rule's heading names it. */
const ruleHeadingName = (ruleId: string, count: number) =>
  `${title(ruleId)}: ${count} ${count === 1 ? 'problem' : 'problems'}`;

async function renderChecked(locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  const view = renderWithAdmin(<CatalogueHealthScreen />, { route: '/catalogue-health', locale });
  // The report is on screen once its sections are.
  await screen.findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
  return { user, ...view };
}

const ruleButton = (ruleId: string) =>
  screen.getByRole('button', { name: new RegExp(`^${escape(title(ruleId))}: `) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('CatalogueHealthScreen', () => {
  it('lists every rule under its kind, with counts that match the server', async () => {
    const albums = await everything<Album>('albums');
    const artists = await everything<Artist>('artists');
    const withoutUpc = albums.filter((a) => a.status === 'published' && blank(a.upc)).length;
    const badUpc = albums.filter((a) => !blank(a.upc) && !isValidUpc(a.upc)).length;
    const unreachable = artists.filter((a) => blank(a.email) || !isValidEmail(a.email)).length;
    expect(withoutUpc).toBeGreaterThan(0);
    expect(badUpc).toBeGreaterThan(0);
    expect(unreachable).toBeGreaterThan(0);

    await renderChecked();

    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue health' })).toBeVisible();
    expect(screen.getByText(/^Last checked: /)).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map(nameOf);
    expect(sections.map((name) => name?.split(':')[0])).toEqual([
      'Songs',
      'Albums',
      'Artists',
      'Promotion',
    ]);
    const albumsSection = screen.getByRole('region', { name: /^Albums: / });
    expect(
      within(albumsSection).getByRole('heading', {
        level: 3,
        name: ruleHeadingName('albums.published_without_upc', withoutUpc),
      }),
    ).toBeVisible();
    expect(
      within(albumsSection).getByRole('heading', {
        level: 3,
        name: ruleHeadingName('albums.upc_malformed', badUpc),
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: ruleHeadingName('artists.email_unreachable', unreachable),
      }),
    ).toBeVisible();
    // Every rule is listed: one heading each, a group in a list.
    const ruleHeadings = screen.getAllByRole('heading', { level: 3 });
    expect(ruleHeadings.length).toBe(ruleCount());
    expect(ruleHeadings.every((h) => h.closest('li'))).toBe(true);
  });

  it('opens a group to a table of its records, linked to them and to their artists', async () => {
    const albums = await everything<Album>('albums');
    const bad = albums.filter((a) => !blank(a.upc) && !isValidUpc(a.upc));
    const { user } = await renderChecked();

    const button = ruleButton('albums.upc_malformed');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    const table = screen.getByRole('table', { name: `Records: ${title('albums.upc_malformed')}` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Artist', 'Value', 'Fix']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(bad.length);
    for (const album of bad) {
      const row = within(table).getByRole('rowheader', { name: album.title }).closest('tr');
      expect(row).not.toBeNull();
      const cells = within(row as HTMLElement);
      expect(cells.getByRole('link', { name: album.title })).toHaveAttribute(
        'href',
        `/album/${album.id}`,
      );
      expect(cells.getByRole('link', { name: album.artist_name })).toHaveAttribute(
        'href',
        `/artists/${album.artist_id}`,
      );
      expect(cells.getByText(album.upc ?? '')).toBeVisible();
    }
  });

  it('saves an inline fix through the API, and the group counts one fewer', async () => {
    const albums = await everything<Album>('albums');
    const bad = albums.filter((a) => !blank(a.upc) && !isValidUpc(a.upc));
    const album = bad[0] as Album;
    const payload = '03600029145';
    const upc = `${payload}${gtinCheckDigit(payload)}`;
    const { user } = await renderChecked();

    await user.click(ruleButton('albums.upc_malformed'));
    const input = screen.getByRole('textbox', { name: `UPC of ${album.title}` });
    // The form's own check first: letters are refused before anything is sent.
    await user.clear(input);
    await user.type(input, '12A');
    await user.click(screen.getByRole('button', { name: `Save the change to ${album.title}` }));
    expect(await screen.findByText('UPC must contain digits only')).toBeVisible();

    await user.clear(input);
    await user.type(input, upc);
    await user.click(screen.getByRole('button', { name: `Save the change to ${album.title}` }));

    expect(await screen.findByText(`${album.title} saved.`)).toBeVisible();
    await waitFor(() =>
      expect(ruleButton('albums.upc_malformed')).toHaveAccessibleName(
        ruleHeadingName('albums.upc_malformed', bad.length - 1),
      ),
    );
    expect(db().albums.find((a) => a.id === album.id)?.upc).toBe(upc);
    // Its row has gone: the focus is back on the group.
    expect(ruleButton('albums.upc_malformed')).toHaveFocus();
  });

  it("opens the group a link asks for (the dashboard card's)", async () => {
    renderWithAdmin(<CatalogueHealthScreen />, {
      route: '/catalogue-health?group=albums.upc_malformed',
      locale: 'en',
    });

    expect(
      await screen.findByRole(
        'table',
        { name: `Records: ${title('albums.upc_malformed')}` },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(ruleButton('albums.upc_malformed')).toHaveAttribute('aria-expanded', 'true');
    expect(ruleButton('albums.published_without_upc')).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps the typed value and shows the server's message when the save fails", async () => {
    const artists = await everything<Artist>('artists');
    const artist = artists.find((a) => blank(a.email) || !isValidEmail(a.email)) as Artist;
    server.use(
      http.put(api('/artists/:id'), () => fail(409, 'This e-mail belongs to another artist')),
    );
    const { user } = await renderChecked();

    await user.click(ruleButton('artists.email_unreachable'));
    const input = screen.getByRole('textbox', { name: `Email of ${artist.stageName}` });
    await user.clear(input);
    await user.type(input, 'booking@example.org');
    await user.click(
      screen.getByRole('button', { name: `Save the change to ${artist.stageName}` }),
    );

    expect(await screen.findByText('This e-mail belongs to another artist')).toBeVisible();
    expect(input).toHaveValue('booking@example.org');
    expect(db().artists.find((a) => a.id === artist.id)?.email).toBe(artist.email);
  });

  it("opens the list's bulk edit on exactly the group's records, and the count follows", async () => {
    const albums = await everything<Album>('albums');
    // The app's day (its clock, which the demo's seed dates follow), not the machine's.
    const today = new Date(now()).toISOString().slice(0, 10);
    const late = albums.filter(
      (a) => a.status === 'draft' && !blank(a.release_date) && (a.release_date ?? '') < today,
    );
    expect(late.length).toBeGreaterThan(0);
    const { user } = await renderChecked();

    await user.click(ruleButton('albums.draft_past_release'));
    await user.click(screen.getByRole('button', { name: `Edit these ${late.length} in bulk` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${late.length} selected` });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Set the status' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText(`On ${late.length} albums:`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(`${late.length} changed, 0 failed`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(
        screen.getByRole('heading', {
          level: 3,
          name: new RegExp(`^${escape(title('albums.draft_past_release'))}: No problems`),
        }),
      ).toBeVisible(),
    );
    // Those albums and no other: the drafts still to come out stay drafts.
    const changed = db()
      .albums.filter((a) => albums.find((b) => b.id === a.id)?.status !== a.status)
      .map((a) => a.id);
    expect(changed.sort()).toEqual(late.map((a) => a.id).sort());
  });

  it('exports a group as CSV in the interface language, safe to open in a spreadsheet', async () => {
    const row = db().albums.find((a) => a.upc && !isValidUpc(a.upc));
    if (!row) throw new Error('The seed has no album with a malformed UPC');
    row.title = '=HYPERLINK("https://example.org","Open")';
    const { user } = await renderChecked('fr');
    const frTitle = ruleText('albums.upc_malformed', 'title', 'fr');

    await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(frTitle)}\\s?: `) }));
    await user.click(screen.getByRole('button', { name: `Exporter en CSV (${frTitle})` }));

    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [csv, fileName] = vi.mocked(downloadCsv).mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^sante-du-catalogue-/);
    const { data } = Papa.parse<string[]>(csv, { delimiter: ';' });
    expect(data[0]).toEqual(['Nom', 'Artiste', 'Valeur']);
    const names = data.slice(1).map((cells) => cells[0]);
    expect(names).toContain(`'${row.title}`);
    expect(names.some((name) => name?.startsWith('='))).toBe(false);
  });

  it('keeps the last report, and says why, when a new check fails', async () => {
    const { user } = await renderChecked();
    const headings = screen.getAllByRole('heading', { level: 3 }).map(nameOf);
    server.use(http.get(api('/songs'), () => fail(503, 'The catalogue is being backed up')));

    await user.click(screen.getByRole('button', { name: 'Check now' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The catalogue is being backed up');
    expect(alert).toHaveTextContent('The last complete report is still shown below.');
    expect(screen.getAllByRole('heading', { level: 3 }).map(nameOf)).toEqual(headings);
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
  });

  it('tells the progress in a status while checking, and stops at Cancel', async () => {
    // The songs' first page waits until the test lets it go: the check is caught midway.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(api('/songs'), async () => {
        await held;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CatalogueHealthScreen />, { route: '/catalogue-health', locale: 'en' });

    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        /^Checking [\d,]+ of [\d,]+ (artists?|songs?|albums?|campaigns?|smart link pages?)$/,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Check now' })).toBeVisible();
    expect(status).toBeEmptyDOMElement();
    release();
  });

  it.each([
    [
      'fr',
      'Santé du catalogue',
      'Vérifier maintenant',
      ['Chansons', 'Albums', 'Artistes', 'Promotion'],
    ],
    [
      'es',
      'Estado del catálogo',
      'Comprobar ahora',
      ['Canciones', 'Álbumes', 'Artistas', 'Promoción'],
    ],
  ] as const)('reads in %s', async (locale, heading, check, kinds) => {
    await renderChecked(locale);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('button', { name: check })).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map(nameOf);
    expect(sections.map((name) => name?.split(/\s?:/)[0])).toEqual(kinds);
    const firstRule = ruleText('songs.published_without_audio', 'title', locale);
    expect(
      screen.getByRole('heading', { level: 3, name: new RegExp(`^${escape(firstRule)}`) }),
    ).toBeVisible();
  });
});
