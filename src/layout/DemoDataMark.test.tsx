import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/renderWithAdmin';
import { applyRuntimeConfig } from '../config/env';
import { AppAppBar } from './AppAppBar';
import { DemoDataMark } from './DemoDataMark';

const EXPLANATION = /built-in demo API.*only in this browser/;

/** The app bar of a build: a production one unless said otherwise. */
function renderAppBar({ production = true, locale = 'en' as 'en' | 'fr' | 'es' } = {}) {
  vi.stubEnv('PROD', production);
  return renderWithAdmin(<AppAppBar />, { route: '/dashboard', locale });
}

afterEach(() => {
  vi.unstubAllEnvs();
  applyRuntimeConfig({});
});

describe('the "Demo data" mark in the app bar', () => {
  it('shows on a production build running its demo API, and says what that means', async () => {
    const user = userEvent.setup();
    renderAppBar();
    const banner = await screen.findByRole('banner');
    // The header's buttons come once the page is painted (AfterFirstPaint).
    const mark = await within(banner).findByRole('note', { name: EXPLANATION });
    expect(mark).toHaveTextContent('Demo data');
    // Reachable with the keyboard; its tooltip explains it to the mouse too.
    for (let presses = 0; presses < 5 && document.activeElement !== mark; presses += 1) {
      await user.tab();
    }
    expect(mark).toHaveFocus();
    await user.hover(mark);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(EXPLANATION);
  });

  it('speaks French and Spanish', async () => {
    const { unmount } = renderAppBar({ locale: 'fr' });
    const french = await screen.findByRole('note', { name: /API de démonstration intégrée/ });
    expect(french).toHaveTextContent('Données de démo');
    expect(french).toHaveAccessibleName(/conservées que dans ce navigateur/);
    unmount();

    renderAppBar({ locale: 'es' });
    const spanish = await screen.findByRole('note', {
      name: /API de demostración integrada/,
    });
    expect(spanish).toHaveTextContent('Datos de demostración');
    expect(spanish).toHaveAccessibleName(/solo se guardan en este navegador/);
  });

  it('is not there when the production build has an API address (config.json)', async () => {
    applyRuntimeConfig({ apiUrl: 'https://api.label.example/api/v1' });
    // The mark alone: the rest of the bar would call that API.
    vi.stubEnv('PROD', true);
    renderWithAdmin(<DemoDataMark />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });

  it('is not there on the dev server, which always runs the demo', async () => {
    renderAppBar({ production: false });
    const banner = await screen.findByRole('banner');
    // The buttons beside where the mark would be are there: the header has rendered them.
    await within(banner).findByRole('button', { name: 'Refresh' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
