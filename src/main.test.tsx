// The app's start: config.json read first, then the demo API only without an API address, then
// the app; a wrong file shows a page instead. The app and the demo API are stand-ins here (the
// tests run without VITE_API_URL, as a demo build would).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './mocks/node';

const calls = vi.hoisted(() => ({ order: [] as string[] }));

vi.mock('./preloadScreens', () => ({}));
vi.mock('./startApp', () => ({
  renderApp: vi.fn(() => {
    calls.order.push('app rendered');
  }),
}));
vi.mock('./mocks/browser', () => ({
  startDemoApi: vi.fn(async () => {
    calls.order.push('demo API started');
  }),
}));

const CONFIG_URL = new URL('/config.json', document.baseURI).href;

function serveConfig(answer: () => Response) {
  server.use(http.get(CONFIG_URL, answer));
}

/** Runs main.tsx afresh and waits until it has rendered the app or a page. */
async function start() {
  await import('./main');
  await vi.waitFor(() => {
    expect(calls.order.includes('app rendered') || !!screen.queryByRole('main')).toBe(true);
  });
  return import('./config/env');
}

beforeEach(() => {
  vi.resetModules();
  calls.order = [];
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('starting the app', () => {
  it("uses config.json's addresses and never starts the demo API", async () => {
    serveConfig(() =>
      HttpResponse.json({
        apiUrl: 'https://api.example.com/api/v1',
        linksHost: 'https://links.example.com',
      }),
    );
    const env = await start();
    expect(calls.order).toEqual(['app rendered']);
    expect(env.IS_DEMO).toBe(false);
    expect(env.API_BASE_URL).toBe('https://api.example.com/api/v1');
    expect(env.LINKS_HOST).toBe('https://links.example.com');
  });

  it('runs the demo API first when there is no config.json and no VITE_API_URL', async () => {
    serveConfig(() => new HttpResponse('Not found', { status: 404 }));
    const env = await start();
    expect(calls.order).toEqual(['demo API started', 'app rendered']);
    expect(env.IS_DEMO).toBe(true);
    expect(env.API_BASE_URL).toBe(`${window.location.origin}/api/v1`);
  });

  it('takes the index.html a host answers for config.json as no file', async () => {
    serveConfig(() => HttpResponse.html('<!doctype html><html><body></body></html>'));
    const env = await start();
    expect(calls.order).toEqual(['demo API started', 'app rendered']);
    expect(env.IS_DEMO).toBe(true);
  });

  it('shows what is wrong with a malformed config.json instead of the app', async () => {
    serveConfig(
      () => new HttpResponse('{ "apiUrl": ', { headers: { 'Content-Type': 'application/json' } }),
    );
    await start();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The file config.json is not valid' }),
    ).toBeVisible();
    expect(screen.getByText('config.json is not valid JSON.')).toBeVisible();
    expect(calls.order).toEqual([]);
  });
});
