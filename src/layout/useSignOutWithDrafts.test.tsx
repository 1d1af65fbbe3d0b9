import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/renderWithAdmin';
import { signInForTest } from '../../tests/helpers/signedIn';
import { tokenStore } from '../api/tokenStore';
import { draftStore } from '../lib/drafts/draftStore';
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
    ['fr', 'Se déconnecter avec des modifications non enregistrées ?', 'dans 2 formulaires'],
    ['es', '¿Cerrar sesión con cambios sin guardar?', 'en 2 formularios'],
  ] as const)('asks in %s', async (locale, title, count) => {
    storeDrafts('a', 'b');
    const user = renderMenu(locale);
    const logout = await screen.findByRole('menuitem', { name: /Déconnexion|Cerrar sesión/ });
    await user.click(logout);
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(count);
  });
});
