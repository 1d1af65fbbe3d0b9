// Two people sharing one browser (issue 39, item 2): whatever the first one left in it (list
// settings, a saved view, a bulk edit's undo, a draft, an import and its file) is removed at
// their sign-out, or kept for them alone when they chose so, and the next one, signing in in
// the same tab, is shown none of it. Each user signs in through the sign-in page (signInAs.ts).
// The last journey holds A's creates on their way across the sign-out and B's sign-in: none of
// them may go out again under B's session.
import type { Page, Request } from '@playwright/test';
import { clearApiFaults, injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';
import { artistsCsv, importFile, namesOnServer, reportCount, rowsSent } from './importJourney';
import { signInAs, USER_A, USER_B } from './signInAs';

const ACTIVE_ARTISTS = `/artists?filter=${encodeURIComponent(JSON.stringify({ status: 'active' }))}`;
const VIEW = "A's view";
const SEARCH = 'Lune';
/** Typed into artist 1's edit form and left unsaved. */
const DRAFT_TEXT = 'Typed by A, never saved';
const UNDO_BAR = 'Your last bulk edit changed 2 records. You can still undo it.';
const OFFER = /Restore your unsaved changes from [^?]+\?/;
/** The demo API's own database: what a real deployment keeps on its server, not the app's. */
const DEMO_DATABASE = 'label-admin:demo-db';
/**
 * Past the minute the app waits for an answer: a create held so is still on its way at A's
 * sign-out and while B looks around, and is never answered within the journey.
 */
const HELD_MS = 600_000;

/** The list's data rows: those a user can select. */
const selectableRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: 'Select this row' }) });

/** Accepts every question the browser itself asks (leaving a form or a page with work in it). */
function acceptBrowserQuestions(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** An import file of `rows` artists, and the personal data it carries (e-mails, phone numbers). */
function importFileOf(rows: number) {
  const stamp = `Shared ${Date.now().toString(36)}`;
  const names = Array.from({ length: rows }, (_unused, i) => `${stamp} ${i + 1}`);
  const csv = artistsCsv(names);
  const personal = [
    ...(csv.match(/[^,\s"]+@example\.com/g) ?? []),
    ...(csv.match(/\+1 514 555 \d{4}/g) ?? []),
  ];
  expect(personal).toHaveLength(rows * 2);
  return { stamp, names, csv, personal };
}

/** The artist creates the page sends, with the access token each went with. */
function watchArtistCreates(page: Page) {
  const creates = new Map<Request, { token: string; done: boolean }>();
  const isCreate = (request: Request) =>
    request.method() === 'POST' && /\/api\/v1\/artists$/.test(request.url());
  page.on('request', (request) => {
    if (!isCreate(request)) return;
    const token = (request.headers().authorization ?? '').replace(/^Bearer\s+/i, '');
    creates.set(request, { token, done: false });
  });
  const settle = (request: Request) => {
    const create = creates.get(request);
    if (create) create.done = true;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const sent = (token?: string) =>
    [...creates.values()].filter((create) => token === undefined || create.token === token);
  return {
    /** How many were sent (with this token). */
    sent: (token?: string) => sent(token).length,
    /** How many of those are still waiting for their answer. */
    pending: (token?: string) => sent(token).filter((create) => !create.done).length,
  };
}

/** The access token the app holds now. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('label-admin.accessToken'));
  expect(token, 'an access token').toBeTruthy();
  return token ?? '';
}

interface BrowserStorage {
  local: Record<string, string>;
  session: Record<string, string>;
  /** The import jobs' store (IndexedDB `label-admin-imports`, `jobs`), by key. */
  importJobs: Record<string, unknown>;
  /** Every value of every IndexedDB store of the origin, as text. */
  indexedDbText: string;
}

/** What the browser holds for the origin, read with its own storage APIs. */
async function readBrowserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_unused, i) => storage.key(i))
          .filter((key): key is string => key !== null)
          .map((key) => [key, storage.getItem(key) ?? '']),
      );
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
      });
    /** An existing database, never created by reading it (the app would then find no store). */
    const openExisting = (name: string) =>
      new Promise<IDBDatabase | null>((resolve) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      });
    let importJobs: Record<string, unknown> = {};
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      const db = name ? await openExisting(name) : null;
      if (!db) continue;
      try {
        for (const storeName of Array.from(db.objectStoreNames)) {
          const store = db.transaction(storeName, 'readonly').objectStore(storeName);
          const [keys, values] = await Promise.all([
            done(store.getAllKeys()),
            done(store.getAll()),
          ]);
          if (name === 'label-admin-imports' && storeName === 'jobs') {
            importJobs = Object.fromEntries(keys.map((key, i) => [String(key), values[i]]));
          }
          texts.push(JSON.stringify(keys), JSON.stringify(values));
        }
      } finally {
        db.close();
      }
    }
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      importJobs,
      indexedDbText: texts.join('\n'),
    };
  });
}

/** The sign-out question as each language asks it, with the draft and the import of the journey. */
const QUESTION = {
  en: {
    option: 'English',
    language: 'Language',
    logout: 'Logout',
    title: 'Sign out with unfinished work?',
    drafts:
      'You have unsaved changes in 1 form. Sign out anyway? They will be deleted from this browser.',
    unfinished: (rows: number) =>
      new RegExp(
        `Your import of artists is not finished: \\d+ of ${rows} rows sent\\. Signing out stops it, and its file is deleted from this browser\\.`,
      ),
    keep: 'Keep my import for my next sign-in: it goes on when I sign in again',
    stay: 'Stay signed in',
    confirm: 'Sign out',
  },
  fr: {
    option: 'Français',
    language: 'Langue',
    logout: 'Déconnexion',
    title: 'Se déconnecter avec du travail en cours ?',
    drafts:
      'Vous avez des modifications non enregistrées dans 1 formulaire. Se déconnecter quand même ? Elles seront supprimées de ce navigateur.',
    unfinished: (rows: number) =>
      new RegExp(
        `Votre import d'artistes n'est pas terminé\\s: \\d+ sur ${rows} lignes envoyées\\. La déconnexion l'arrête, et son fichier est supprimé de ce navigateur\\.`,
      ),
    keep: 'Garder mon import pour ma prochaine connexion : il reprendra quand je me reconnecterai',
    stay: 'Rester connecté',
    confirm: 'Se déconnecter',
  },
  es: {
    option: 'Español',
    language: 'Idioma',
    logout: 'Cerrar sesión',
    title: '¿Cerrar sesión con trabajo sin terminar?',
    drafts:
      'Tiene cambios sin guardar en 1 formulario. ¿Desea cerrar sesión de todos modos? Se eliminarán de este navegador.',
    unfinished: (rows: number) =>
      new RegExp(
        `Su importación de artistas no ha terminado: \\d+ de ${rows} filas enviadas\\. Al cerrar sesión se detiene, y su archivo se elimina de este navegador\\.`,
      ),
    keep: 'Conservar mi importación para mi próximo inicio de sesión: continuará cuando vuelva a iniciar sesión',
    stay: 'Permanecer conectado',
    confirm: 'Cerrar sesión',
  },
};
type Language = keyof typeof QUESTION;

/** Chooses the interface language in the sidebar, from `from`. */
async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page.getByRole('combobox', { name: QUESTION[from].language }).click();
  await page.getByRole('option', { name: QUESTION[to].option }).click();
  await expect(page.getByRole('combobox', { name: QUESTION[to].language })).toBeVisible();
}

/** Opens the sign-out question from the sidebar; returns it. */
async function askToSignOut(page: Page, language: Language = 'en') {
  const texts = QUESTION[language];
  await page.getByRole('menuitem', { name: texts.logout }).click();
  const question = page.getByRole('dialog', { name: texts.title });
  await expect(question).toBeVisible();
  return question;
}

/** Signs out from the sidebar with nothing left to ask about: straight to the sign-in page. */
async function signOutAtOnce(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();
}

/** The artists list, opened from the sidebar (the tab's memory is kept), loaded. */
async function openArtists(page: Page) {
  await page.getByRole('menuitem', { name: 'Artists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Stage name' })).toBeVisible();
  await expect(selectableRows(page).first()).toBeVisible();
  return table;
}

/** Whether the list's Saved queries menu offers the view; the menu is closed after. */
async function expectSavedView(page: Page, name: string, offered: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Saved queries' }).click();
  const save = page.getByRole('menuitem', { name: 'Save current query...' });
  await expect(save).toBeVisible();
  await expect(page.getByRole('menuitem', { name, exact: true })).toHaveCount(offered ? 1 : 0);
  await page.keyboard.press('Escape');
  await expect(save).toBeHidden();
}

/** The import of artists, opened from the list: the file step, or a run kept for the user. */
async function openArtistImport(page: Page): Promise<void> {
  await openArtists(page);
  await page.getByRole('link', { name: 'Import artists from a CSV file' }).click();
  await expect(page).toHaveURL(/\/import\/artists$/);
}

/** The file step, and nothing of a run. */
async function expectFileStep(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveCount(0);
}

/** Artist 1's edit form, loaded; returns its Real name field. */
async function openArtistEdit(page: Page) {
  await page.goto('/artists/1/edit');
  await expect(page.getByRole('textbox', { name: /^Stage name/ })).not.toHaveValue('');
  return page.getByRole('textbox', { name: 'Real name' });
}

test('nothing of A is left for B: A signs out, B signs in in the same tab, A finds only what was kept on purpose', async ({
  page,
}) => {
  test.setTimeout(180_000);
  acceptBrowserQuestions(page);
  const ROWS = 12;
  const file = importFileOf(ROWS);

  // 1. A signs in through the sign-in page.
  await signInAs(page, USER_A);

  // 2. One of each thing the browser keeps for a user. A bulk edit of two active artists...
  await page.goto(ACTIVE_ARTISTS);
  const rows = selectableRows(page);
  await expect(rows.nth(1)).toBeVisible();
  for (const row of [rows.nth(0), rows.nth(1)]) {
    await row.getByRole('checkbox', { name: 'Select this row' }).check();
  }
  await page.getByRole('button', { name: 'Edit 2 selected' }).click();
  const bulkEdit = page.getByRole('dialog', { name: 'Edit 2 selected' });
  await bulkEdit.getByRole('checkbox', { name: 'Set the status' }).check();
  await bulkEdit.getByRole('radio', { name: 'Inactive' }).check();
  await bulkEdit.getByRole('button', { name: 'Review' }).click();
  await bulkEdit.getByRole('button', { name: 'Apply' }).click();
  await expect(bulkEdit.getByText('2 changed, 0 failed')).toBeVisible();
  await bulkEdit.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(UNDO_BAR)).toBeVisible();

  // ...a hidden column, a search (the list's parameters) and a saved view...
  const table = page.getByRole('table');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('switch', { name: 'Email' }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill(SEARCH);
  await expect(page).toHaveURL(new RegExp(SEARCH));
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  const saveView = page.getByRole('dialog', { name: 'Save current query as' });
  await saveView.getByRole('textbox', { name: 'Query name' }).fill(VIEW);
  await saveView.getByRole('button', { name: 'Save' }).click();
  await expect(saveView).toBeHidden();

  // ...a draft: typed into an artist's form, which A leaves without saving...
  const realName = await openArtistEdit(page);
  await realName.fill(DRAFT_TEXT);
  await page.getByRole('menuitem', { name: 'Artists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expect
    .poll(async () => Object.keys((await readBrowserStorage(page)).local).join('\n'))
    .toContain(`label-admin.draft:${USER_A.id}:`);

  // ...and an import of artists with their e-mails and phone numbers, still going: the demo
  // API holds every create past A's sign-out and B's visit.
  await importFile(page, 'artists', file.csv, ROWS, () =>
    injectApiFault(page, { method: 'POST', path: '^/artists$', delayMs: HELD_MS }),
  );
  await expect.poll(() => rowsSent(page)).toBeGreaterThan(0);

  // 3. The sign-out question names the draft and the import, in each language.
  for (const [language, from] of [
    ['en', 'en'],
    ['fr', 'en'],
    ['es', 'fr'],
  ] as const) {
    if (language !== from) await chooseLanguage(page, from, language);
    const texts = QUESTION[language];
    const question = await askToSignOut(page, language);
    await expect(question).toContainText(texts.drafts);
    await expect(question).toContainText(texts.unfinished(ROWS));
    await expect(question.getByRole('checkbox', { name: texts.keep })).not.toBeChecked();
    await expect(question.getByRole('button', { name: texts.confirm })).toBeVisible();
    await question.getByRole('button', { name: texts.stay }).click();
    await expect(question).toBeHidden();
  }
  await chooseLanguage(page, 'es', 'en');
  // Still signed in, the import still going.
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  const question = await askToSignOut(page);
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('input[name="email"]')).toBeVisible();

  // 4. The browser keeps nothing of A's but their columns and saved views.
  const stored = await readBrowserStorage(page);
  const aPart = `RaStore.@${USER_A.id}/`;
  const aKeys = Object.keys(stored.local).filter((key) => key.startsWith(aPart));
  expect(
    aKeys.filter((key) => !/\.datatable(\.|$)|\.savedQueries$/.test(key)),
    "A's store part, but for the kept keys",
  ).toEqual([]);
  expect(aKeys.some((key) => key.endsWith('.savedQueries'))).toBe(true);
  expect(aKeys.some((key) => key.includes('.datatable'))).toBe(true);
  expect(Object.keys(stored.local).filter((key) => key.startsWith('label-admin.draft:'))).toEqual(
    [],
  );
  expect(
    Object.keys(stored.session).filter((key) => key.startsWith('label-admin.bulkEdit.undo.')),
  ).toEqual([]);
  expect(stored.importJobs).toEqual({});
  const storedText = [
    ...Object.entries(stored.local).filter(([key]) => key !== DEMO_DATABASE),
    ...Object.entries(stored.session),
  ]
    .flat()
    .join('\n');
  for (const personal of file.personal) {
    expect(storedText, `${personal} in web storage`).not.toContain(personal);
    expect(stored.indexedDbText, `${personal} in IndexedDB`).not.toContain(personal);
  }

  // 5. B signs in in the same tab, and is shown nothing of A's.
  await signInAs(page, USER_B);
  const bTable = await openArtists(page);
  await expect(bTable.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  expect(decodeURIComponent(page.url())).not.toContain(SEARCH);
  await expect(page.getByText(/You can still undo it/)).toHaveCount(0);
  await expectSavedView(page, VIEW, false);
  await page.getByRole('link', { name: 'Import artists from a CSV file' }).click();
  await expectFileStep(page);
  const bRealName = await openArtistEdit(page);
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await expect(bRealName).not.toHaveValue(DRAFT_TEXT);

  // 6. B signs out (nothing to ask about), A signs in again: their columns and saved view are
  // back, as kept on purpose; the list's search, the undo, the draft and the import are not.
  await signOutAtOnce(page);
  await signInAs(page, USER_A);
  const aTable = await openArtists(page);
  await expect(aTable.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText(/You can still undo it/)).toHaveCount(0);
  await expectSavedView(page, VIEW, true);
  await page.getByRole('button', { name: 'Saved queries' }).click();
  await page.getByRole('menuitem', { name: VIEW, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(SEARCH);
  await page.getByRole('link', { name: 'Import artists from a CSV file' }).click();
  await expectFileStep(page);
  const aRealName = await openArtistEdit(page);
  await expect(page.getByText(OFFER)).toHaveCount(0);
  await expect(aRealName).not.toHaveValue(DRAFT_TEXT);
});

test('an import kept on purpose at the sign-out: B never sees it, and it goes on when A signs in again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  acceptBrowserQuestions(page);
  const ROWS = 30;
  const file = importFileOf(ROWS);
  const creates = watchArtistCreates(page);

  await signInAs(page, USER_A);
  // Each create answered after a few seconds: the run is far from done when A signs out.
  await importFile(page, 'artists', file.csv, ROWS, () =>
    injectApiFault(page, { method: 'POST', path: '^/artists$', delayMs: 4_000 }),
  );
  await expect.poll(() => rowsSent(page)).toBeGreaterThan(0);

  const question = await askToSignOut(page);
  await expect(question).toContainText(QUESTION.en.unfinished(ROWS));
  await question.getByRole('checkbox', { name: QUESTION.en.keep }).check();
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Kept for A, under A's id.
  const jobKey = `${USER_A.id}:artists`;
  const jobKeys = [jobKey, `${jobKey}:inflight`, `${jobKey}:plan`];
  const storedJobKeys = async () => Object.keys((await readBrowserStorage(page)).importJobs).sort();
  expect(await storedJobKeys()).toEqual(jobKeys);
  // The creates still out are answered (A's session is over: refused), and the run has written
  // that none of its rows is on its way any more, before anyone signs in.
  await expect.poll(() => creates.pending(), { timeout: 30_000 }).toBe(0);
  await expect
    .poll(async () => (await readBrowserStorage(page)).importJobs[`${jobKey}:inflight`])
    .toEqual([]);

  // B, in the same tab, sees no import going on and none to take up, and sends none of A's rows.
  await signInAs(page, USER_B);
  const bToken = await accessToken(page);
  await openArtistImport(page);
  await expectFileStep(page);
  await signOutAtOnce(page);
  expect(await storedJobKeys()).toEqual(jobKeys);
  expect(creates.sent(bToken)).toBe(0);

  // A signs in again (the server now answers at once): the import goes on by itself.
  await clearApiFaults(page);
  await signInAs(page, USER_A);
  await openArtistImport(page);
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuetext',
    `${ROWS} of ${ROWS} rows sent`,
  );
  expect(await reportCount(page, 'Created')).toBe(ROWS);
  expect(await namesOnServer(page, 'artists', file.stamp)).toEqual([...file.names].sort());
  expect(creates.sent(bToken)).toBe(0);
});

test("A's creates still on their way at the sign-out are never sent again with B's session", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The demo API holds a request on the page's timer: the fake clock ends the hold on cue.
  await page.clock.install();
  acceptBrowserQuestions(page);
  const ROWS = 6;
  const file = importFileOf(ROWS);
  const creates = watchArtistCreates(page);

  await signInAs(page, USER_A);
  const aToken = await accessToken(page);
  // Held 45 s: long enough for A to sign out and B to sign in meanwhile, and short of the
  // minute the app waits for an answer (REQUEST_TIMEOUT_MS, src/api/client.ts), which would
  // otherwise give A's requests up first.
  const HOLD_MS = 45_000;
  await importFile(page, 'artists', file.csv, ROWS, () =>
    injectApiFault(page, { method: 'POST', path: '^/artists$', delayMs: HOLD_MS }),
  );
  await expect.poll(() => rowsSent(page)).toBeGreaterThan(0);
  const heldUntil = (await page.evaluate(() => Date.now())) + HOLD_MS;
  const question = await askToSignOut(page);
  await question.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(page, USER_B);
  const bToken = await accessToken(page);
  expect(creates.sent(aToken)).toBeGreaterThan(0);
  expect(creates.pending(aToken), "A's creates still on their way as B signs in").toBe(
    creates.sent(aToken),
  );

  // The server answers A's creates now, B signed in and A's session over; anything sent from
  // now on is answered at once.
  await clearApiFaults(page);
  await page.clock.fastForward(Math.max(0, heldUntil - (await page.evaluate(() => Date.now()))));
  await expect.poll(() => creates.pending(aToken)).toBe(0);
  await openArtists(page);
  await expect.poll(() => creates.pending()).toBe(0);

  expect.soft(creates.sent(bToken), "artist creates sent with B's session").toBe(0);
  expect(await namesOnServer(page, 'artists', file.stamp)).toEqual([]);
  // B is still signed in, on the list.
  await expect(page).toHaveURL(/\/artists/);
  await expect(page.getByText(USER_B.name, { exact: true }).first()).toBeVisible();
});
