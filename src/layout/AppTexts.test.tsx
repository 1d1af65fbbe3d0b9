import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useTranslate, type I18nProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

const Retry = () => <p>{useTranslate()('app.retry')}</p>;

/** The app's provider as a fresh start has it: the sign-in page's texts only. */
async function freshStart() {
  vi.resetModules();
  const { i18nProvider } = await import('../providers/i18n');
  const { AppTexts } = await import('./AppTexts');
  return { i18nProvider: i18nProvider as I18nProvider, AppTexts };
}

describe('AppTexts', () => {
  it('holds the signed-in app back until all its texts are there', async () => {
    const { i18nProvider, AppTexts } = await freshStart();
    expect(i18nProvider.translate('app.retry')).toBe('app.retry');
    expect(i18nProvider.translate('app.login.sign_in')).toBe('Sign in');

    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <AppTexts>
          <Retry />
        </AppTexts>
      </AdminContext>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('app.retry')).toBeNull();
    expect(await screen.findByText('Retry')).toBeVisible();
  });
});
