import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { LoginPage } from './LoginPage';

const languageButton = (name: string) => screen.getByRole('button', { name });

describe('sign-in page language switcher', () => {
  it('keeps the focus on the language chosen while the page changes language', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LoginPage />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Français' }));
    // The whole page re-renders in French: the form now says "Se connecter".
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await waitFor(() => expect(languageButton('Français')).toHaveFocus());
    expect(languageButton('Français')).toHaveAttribute('aria-pressed', 'true');
  });

  it('has one Tab stop, on the chosen language, and moves between languages with the arrows', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LoginPage />, { route: '/login', locale: 'es' });
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    expect(languageButton('Español')).toHaveAttribute('tabindex', '0');
    expect(languageButton('English')).toHaveAttribute('tabindex', '-1');
    expect(languageButton('Français')).toHaveAttribute('tabindex', '-1');

    act(() => languageButton('Español').focus());
    await user.keyboard('{ArrowRight}');
    expect(languageButton('English')).toHaveFocus(); // wraps round
    await user.keyboard('{ArrowRight}');
    expect(languageButton('Français')).toHaveFocus();
    // Moving is not choosing: the page is still in Spanish until Enter.
    expect(languageButton('Español')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await waitFor(() => expect(languageButton('Français')).toHaveFocus());
    expect(languageButton('Français')).toHaveAttribute('tabindex', '0');
    expect(languageButton('Español')).toHaveAttribute('tabindex', '-1');
  });

  it('sets <html lang> to the interface language', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LoginPage />, { route: '/login', locale: 'fr' });
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    await user.click(languageButton('Español'));
    await screen.findByRole('button', { name: 'Iniciar sesión' });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'es'));
  });

  it('names the page in the browser tab, in the interface language', async () => {
    const user = userEvent.setup();
    document.title = 'Label Admin';
    renderWithAdmin(<LoginPage />, { route: '/login', locale: 'es' });
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Label Admin'));
    await user.click(await screen.findByRole('button', { name: 'Français' }));
    await waitFor(() => expect(document.title).toBe('Se connecter · Label Admin'));
  });
});
