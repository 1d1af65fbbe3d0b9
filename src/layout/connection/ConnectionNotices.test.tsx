import { act, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { createReconnectingStatus } from '../../api/connectionStatus';
import { ConnectionNotices } from './ConnectionNotices';

/** What the browser does when the network goes or comes back. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const OFFLINE = {
  en: 'You are offline. Changes cannot be saved until the connection returns.',
  fr: 'Vous êtes hors ligne. Les modifications ne pourront pas être enregistrées avant le retour de la connexion.',
  es: 'Está sin conexión. Los cambios no se podrán guardar hasta que vuelva la conexión.',
};

afterEach(() => {
  vi.restoreAllMocks();
  // Back online: react-query's onlineManager heard the 'offline' of a test that ended offline,
  // and the test files of a worker share it (vite.config.ts): every later query would wait.
  onlineManager.setOnline(true);
});

describe('connection notices', () => {
  it('says so, politely, while the browser is offline, and goes when it is back', async () => {
    renderWithAdmin(<ConnectionNotices status={createReconnectingStatus()} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(await screen.findByText(OFFLINE.en)).toBeVisible();
    expect(region).toHaveTextContent(OFFLINE.en);
    // Not an alert: the polite region speaks for it.
    expect(screen.queryByRole('alert')).toBeNull();

    setOnline(true);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a quiet "reconnecting" while a failed refresh is tried again', async () => {
    const status = createReconnectingStatus();
    renderWithAdmin(<ConnectionNotices status={status} />);
    act(() => status.set(true));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Connection interrupted. Reconnecting…',
    );
    act(() => status.set(false));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([
    ['fr', OFFLINE.fr, 'Connexion interrompue. Reconnexion…'],
    ['es', OFFLINE.es, 'Conexión interrumpida. Reconectando…'],
  ] as const)('speaks %s', async (locale, offline, reconnecting) => {
    const status = createReconnectingStatus();
    renderWithAdmin(<ConnectionNotices status={status} />, { locale });
    act(() => status.set(true));
    expect(await screen.findByText(reconnecting)).toBeVisible();
    setOnline(false);
    expect(await screen.findByText(offline)).toBeVisible();
  });
});
