import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/renderWithAdmin';
import { signInForTest } from '../../tests/helpers/signedIn';
import { tokenStore } from '../api/tokenStore';
import { newJobState, type JobState } from '../features/catalogue-import/run/jobState';
import { saveNewJob, storedJobId } from '../features/catalogue-import/run/jobStore';
import { songPlan, songToCreate } from '../features/catalogue-import/run/plans.testkit';
import { draftStore } from '../providers/drafts/draftStore';
import { signedInUserKey } from '../providers/generationRuns';
import { AppMenu } from './AppMenu';

beforeEach(signInForTest);

function renderMenu(locale: 'en' | 'fr' | 'es' = 'en') {
  renderWithAdmin(<AppMenu />, { route: '/dashboard', locale });
  return userEvent.setup();
}

const storeDrafts = (...forms: string[]) =>
  forms.forEach((form) => draftStore.write(draftStore.keyFor(form) ?? '', { text: form }));

describe('Logout with drafts', () => {
  it('signs out at once when nothing is unsaved', async () => {
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(tokenStore.hasSession()).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first; staying keeps the session and the drafts', async () => {
    storeDrafts('settings', 'voice-card');
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    const question = await screen.findByRole('dialog', { name: 'Sign out with unsaved changes?' });
    expect(question).toHaveAccessibleDescription(
      'You have unsaved changes in 2 forms. Sign out anyway? They will be deleted from this browser.',
    );
    expect(within(question).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tokenStore.hasSession()).toBe(true);
    expect(draftStore.count()).toBe(2);
  });

  it("signing out anyway deletes the user's drafts", async () => {
    storeDrafts('settings');
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('You have unsaved changes in 1 form.');
    await user.click(within(question).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(tokenStore.hasSession()).toBe(false));
    expect(Object.keys(localStorage).filter((k) => k.startsWith('label-admin.draft:'))).toEqual([]);
  });

  it.each([
    ['fr', 'Se déconnecter avec des modifications non enregistrées\u202f?', 'dans 2 formulaires'],
    ['es', '¿Cerrar sesión con cambios sin guardar?', 'en 2 formularios'],
  ] as const)('asks in %s', async (locale, title, count) => {
    storeDrafts('a', 'b');
    const user = renderMenu(locale);
    const logout = await screen.findByRole('menuitem', { name: /Déconnexion|Cerrar sesión/ });
    await user.click(logout);
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(count);
  });
});

/** A songs import of the signed-in user kept in this browser: 2 of 3 rows sent, or finished. */
let me = '';

async function keepImport(status: JobState['status'], kind: 'songs' | 'albums' = 'songs') {
  const plan = {
    ...songPlan([
      songToCreate(2, 'One', 1),
      songToCreate(3, 'Two', 1),
      songToCreate(4, 'Three', 1),
    ]),
    kind,
  };
  me = signedInUserKey();
  const state: JobState = {
    ...newJobState(`${kind}-job`, plan, me),
    status,
    rows: ['created', 'failed', 'pending'],
  };
  await saveNewJob(plan, state);
}

/** The session is over and the menu knows it (react-admin's auth state has followed). */
async function signedOut() {
  await waitFor(() => expect(tokenStore.hasSession()).toBe(false));
  await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull());
}

/**
 * The id of the user's kept import of `kind`, read as their next sign-in would (within act: the
 * shell is still settling its sign-out meanwhile).
 */
async function importKept(kind: 'songs' | 'albums' = 'songs'): Promise<string | null> {
  let id: string | null = null;
  await act(async () => {
    id = await storedJobId(me, kind);
  });
  return id;
}

describe('Logout with an import', () => {
  it('deletes a finished import’s report without asking', async () => {
    await keepImport('finished');
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await signedOut();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await importKept()).toBeNull();
  });

  it('asks about an unfinished import, and deletes its file unless it is kept', async () => {
    await keepImport('paused');
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const question = await screen.findByRole('dialog', { name: 'Sign out with unfinished work?' });
    expect(question).toHaveAccessibleDescription(
      'Your import of songs is not finished: 2 of 3 rows sent. Signing out stops it, and its file is deleted from this browser.',
    );
    const keep = within(question).getByRole('checkbox', {
      name: 'Keep my import for my next sign-in: it goes on when I sign in again',
    });
    expect(keep).not.toBeChecked();
    await user.click(within(question).getByRole('button', { name: 'Sign out' }));

    await signedOut();
    expect(await importKept()).toBeNull();
  });

  it('keeps an unfinished import on purpose, and still deletes a finished one', async () => {
    await keepImport('running');
    await keepImport('finished', 'albums');
    storeDrafts('settings');
    const user = renderMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const question = await screen.findByRole('dialog', { name: 'Sign out with unfinished work?' });
    expect(question).toHaveTextContent('You have unsaved changes in 1 form.');
    await user.click(within(question).getByRole('checkbox'));
    expect(within(question).getByRole('checkbox')).toBeChecked();
    await user.click(within(question).getByRole('button', { name: 'Sign out' }));

    await signedOut();
    expect(await importKept()).toBe('songs-job');
    expect(await importKept('albums')).toBeNull();
    expect(draftStore.count()).toBe(0);
  });

  it.each([
    ['fr', 'Se déconnecter avec du travail en cours\u202f?', '2 sur 3 lignes envoyées'],
    ['es', '¿Cerrar sesión con trabajo sin terminar?', '2 de 3 filas enviadas'],
  ] as const)('asks in %s', async (locale, title, count) => {
    await keepImport('paused');
    const user = renderMenu(locale);
    await user.click(await screen.findByRole('menuitem', { name: /Déconnexion|Cerrar sesión/ }));
    const question = await screen.findByRole('dialog', { name: title });
    expect(question).toHaveTextContent(count);
    expect(within(question).getByRole('checkbox')).toHaveAccessibleName(
      locale === 'fr'
        ? 'Garder mon import pour ma prochaine connexion\u202f: il reprendra quand je me reconnecterai'
        : 'Conservar mi importación para mi próximo inicio de sesión: continuará cuando vuelva a iniciar sesión',
    );
  });
});
