import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { signInForTest } from '@tests/helpers/signedIn';
import { field, findSaveButton, renderSettings, stored } from './settings.testkit';

beforeEach(signInForTest);

const DURATION = 'Default campaign duration (days)';

async function typeDuration(days: string) {
  const rendered = renderSettings();
  await findSaveButton();
  await rendered.user.clear(field(DURATION));
  await rendered.user.type(field(DURATION), days);
  await waitForDraft('settings', undefined, {
    campaignSettings: { default_campaign_duration: Number(days) },
  });
  return rendered;
}

describe('Settings drafts', () => {
  it('offers the typed settings back after a reload; Restore fills them in, Save removes the draft', async () => {
    await typeDuration('33');

    cleanup();
    const { user } = renderSettings();
    expect(await findRestoreOffer()).toBeVisible();
    expect(field(DURATION)).not.toHaveValue(33);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field(DURATION)).toHaveValue(33);
    expect(queryRestoreOffer()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().campaignSettings.default_campaign_duration).toBe(33);
    expect(storedDraft('settings')).toBeUndefined();
  });

  it('Discard removes the draft for good', async () => {
    await typeDuration('12');

    cleanup();
    const { user } = renderSettings();
    await findRestoreOffer();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(queryRestoreOffer()).toBeNull();
    expect(storedDraft('settings')).toBeUndefined();

    cleanup();
    renderSettings();
    await findSaveButton();
    expect(queryRestoreOffer()).toBeNull();
  });

  it('offers the draft in French and in Spanish', async () => {
    await typeDuration('40');
    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      cleanup();
      renderSettings(undefined, locale);
      expect(await screen.findByText(offer)).toBeVisible();
      expect(screen.getByRole('button', { name: restore })).toBeVisible();
    }
  });
});
