import { useTheme as useMuiTheme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ToggleThemeButton, localStorageStore, type Store } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestStyles } from '../tests/helpers/testStyles';
import { i18nProvider } from './providers/i18n';
import { darkTheme, lightTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The system's colour scheme, as window.matchMedia reports it (jsdom has no matchMedia). */
function fakeSystemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === DARK_QUERY && dark;
    },
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  }));
  return {
    switchTo(scheme: 'light' | 'dark') {
      dark = scheme === 'dark';
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** What the screen is painted with: the MUI theme's mode under the app's providers. */
const PaletteMode = () => <output data-testid="mode">{useMuiTheme().palette.mode}</output>;
const mode = () => screen.getByTestId('mode').textContent;

/** The app's theme setup (as App.tsx passes it to <Admin>), on a given store. */
function renderToggle(store: Store) {
  return render(
    <TestStyles>
      <AdminContext
        store={store}
        i18nProvider={i18nProvider}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <ToggleThemeButton />
        <PaletteMode />
      </AdminContext>
    </TestStyles>,
  );
}

// The browser's store, as in the app: a reload is a remount over the same localStorage.
let store: Store;
beforeEach(() => {
  store = localStorageStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('the light/dark switch', () => {
  it('follows the system until the user chooses, and keeps the choice after a reload', async () => {
    const system = fakeSystemScheme('light');
    const user = userEvent.setup();
    const first = renderToggle(store);
    expect(mode()).toBe('light');

    // No choice yet: the system's switch to dark is followed at once.
    system.switchTo('dark');
    expect(mode()).toBe('dark');
    system.switchTo('light');
    expect(mode()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(mode()).toBe('dark');
    // Chosen: the system no longer decides.
    system.switchTo('light');
    expect(mode()).toBe('dark');

    first.unmount();
    renderToggle(localStorageStore());
    expect(mode()).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    expect(mode()).toBe('light');
  });

  it('starts dark when the system prefers dark and nothing was chosen', () => {
    fakeSystemScheme('dark');
    renderToggle(store);
    expect(mode()).toBe('dark');
  });

  it('keeps a light choice on a system that prefers dark', () => {
    fakeSystemScheme('dark');
    store.setup();
    store.setItem('theme', 'light');
    renderToggle(store);
    expect(mode()).toBe('light');
  });

  it.each([
    ['fr', 'Thème clair/sombre'],
    ['es', 'Cambiar entre modo claro y oscuro'],
  ])('is named in %s', async (locale, name) => {
    fakeSystemScheme('light');
    store.setup();
    store.setItem('locale', locale);
    renderToggle(store);
    expect(await screen.findByRole('button', { name })).toBeVisible();
  });
});
