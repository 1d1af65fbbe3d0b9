// Plain DOM, no React: a .tsx file only so that it runs in jsdom with Testing Library's queries.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showStartupError, startupLanguage } from './startupErrorPage';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('style');
});

describe('the page shown when config.json is wrong', () => {
  it('names the file, what is wrong and what to do, in English', () => {
    showStartupError(
      root,
      { kind: 'not_http_url', field: 'apiUrl', value: 'api.example.com/api/v1' },
      'en',
    );
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Label Admin cannot start' }),
    ).toBeVisible();
    expect(
      within(main).getByRole('heading', { level: 2, name: 'The file config.json is not valid' }),
    ).toBeVisible();
    expect(
      within(main).getByText(
        'In config.json, “apiUrl” must be a full address starting with https:// or http://. It is “api.example.com/api/v1”.',
      ),
    ).toBeVisible();
    expect(within(main).getByText(/should correct config\.json/)).toBeVisible();
    expect(
      within(main).getByText(/"apiUrl": "https:\/\/api\.example\.com\/api\/v1"/),
    ).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(document.title).toBe('Label Admin cannot start');
    expect(document.documentElement.lang).toBe('en');
  });

  it('says the same in French', () => {
    showStartupError(root, { kind: 'not_json' }, 'fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Label Admin ne peut pas démarrer' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Le fichier config.json n’est pas valide' }),
    ).toBeVisible();
    expect(screen.getByText('config.json n’est pas du JSON valide.')).toBeVisible();
    expect(screen.getByText(/doit corriger config\.json/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('tells a server error apart from a wrong file', () => {
    showStartupError(root, { kind: 'unreadable', status: 502 }, 'en');
    expect(
      screen.getByRole('heading', { name: 'The file config.json could not be read' }),
    ).toBeVisible();
    expect(
      screen.getByText('The server answered with the error HTTP 502 when asked for config.json.'),
    ).toBeVisible();
    expect(screen.getByText(/Reload this page in a moment/)).toBeVisible();
  });

  it('names the field that is wrong', () => {
    showStartupError(root, { kind: 'not_text', field: 'linksHost' }, 'es');
    expect(
      screen.getByText(
        'En config.json, «linksHost» debe ser una dirección, en forma de texto no vacío.',
      ),
    ).toBeVisible();
  });
});

describe('the language of that page', () => {
  it('is the one chosen in the app, if any', () => {
    expect(startupLanguage('fr', ['es-ES', 'en'])).toBe('fr');
  });

  it("is otherwise the browser's first language the page has", () => {
    expect(startupLanguage(null, ['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(startupLanguage('it', ['FR-ca'])).toBe('fr');
  });

  it('is English when none of them is there', () => {
    expect(startupLanguage(null, ['de', 'ja'])).toBe('en');
    expect(startupLanguage(null, [])).toBe('en');
  });

  it("reads the app's choice from react-admin's store", () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('es'));
    expect(startupLanguage(undefined, ['fr'])).toBe('es');
  });
});
