import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import { api, fail, validationFailed } from '../../mocks/http';
import { server } from '../../mocks/node';
import { field, findSaveButton, renderSettings, stored } from './settings.testkit';

beforeEach(signInForTest);

describe('SettingsScreen: Campaign Budget', () => {
  it('opens on Campaign Budget with the stored values, their defaults and valid totals', async () => {
    renderSettings();

    expect(await findSaveButton()).toBeDisabled();
    expect(await screen.findByText('Settings loaded successfully')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Campaign Budget' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('Pre-launch (%)')).toHaveValue(50);
    expect(field('Default campaign duration (days)')).toHaveValue(49);
    expect(screen.getByText('Default: 49')).toBeVisible();
    expect(screen.getByText('Default: 100')).toBeVisible();
    expect(screen.getAllByText('Total: 100% (Valid)')).toHaveLength(2);
    expect(screen.queryByText('Changed')).toBeNull();
  });

  it('says when a split does not total 100 and saves it anyway', async () => {
    const { user } = renderSettings();
    await findSaveButton();
    await user.clear(field('Pre-launch (%)'));
    await user.type(field('Pre-launch (%)'), '60');
    await user.clear(field('TikTok (%)'));

    expect(screen.getByText('Total: 110% (Must equal 100%)')).toBeVisible();
    expect(screen.getByText('Total: 65% (Must equal 100%)')).toBeVisible();
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    // A blank percentage falls back to its default (TikTok 35).
    expect(stored().campaignSettings).toMatchObject({
      phase_distribution: { pre_launch: 60, launch: 25, post_launch: 25 },
      platform_allocation: { meta: 45, tiktok: 35, youtube: 20 },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Settings' })).toBeDisabled(),
    );
    expect(screen.getByText('Total: 110% (Must equal 100%)')).toBeVisible();
  });

  it('keeps duration, budget and percentages within their bounds', async () => {
    const { user } = renderSettings();
    await findSaveButton();
    const entries: [string, string][] = [
      ['Default campaign duration (days)', '0'],
      ['Minimum budget per campaign (CAD)', '10001'],
      ['Launch (%)', '101'],
    ];
    for (const [name, value] of entries) {
      await user.clear(field(name));
      await user.type(field(name), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Must be at least 1')).toBeVisible();
    expect(screen.getByText('Must be 10,000 or less')).toBeVisible();
    expect(screen.getByText('Must be 100 or less')).toBeVisible();
    expect(db().settings).toBeNull();

    await user.clear(field('Default campaign duration (days)'));
    await user.type(field('Default campaign duration (days)'), '91');
    await user.clear(field('Minimum budget per campaign (CAD)'));
    await user.type(field('Minimum budget per campaign (CAD)'), '49');
    expect(await screen.findByText('Must be 90 or less')).toBeVisible();
    expect(screen.getByText('Must be at least 50')).toBeVisible();
  });

  it('saves the bounds themselves, and blanks as 49 days and a 100 budget', async () => {
    const { user } = renderSettings();
    await findSaveButton();
    await user.clear(field('Default campaign duration (days)'));
    await user.type(field('Default campaign duration (days)'), '90');
    await user.clear(field('Minimum budget per campaign (CAD)'));
    await user.type(field('Minimum budget per campaign (CAD)'), '50');
    await user.clear(field('Meta (%)'));
    await user.type(field('Meta (%)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(stored().campaignSettings).toMatchObject({
      default_campaign_duration: 90,
      min_budget_per_campaign: 50,
      platform_allocation: { meta: 0 },
    });

    await user.clear(field('Default campaign duration (days)'));
    await user.clear(field('Minimum budget per campaign (CAD)'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(stored().campaignSettings).toMatchObject({
        default_campaign_duration: 49,
        min_budget_per_campaign: 100,
      }),
    );
  });
});

describe('SettingsScreen: saving, resetting and loading', () => {
  it('keeps what was typed after a failed save and shows the server’s field error on its field', async () => {
    server.use(
      http.put(api('/settings'), () =>
        validationFailed([
          { field: 'aiConfiguration.max_tokens', message: 'Max tokens too high for gpt-4' },
        ]),
      ),
    );
    const { user } = renderSettings();
    await findSaveButton();
    await user.clear(field('Default campaign duration (days)'));
    await user.type(field('Default campaign duration (days)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    // The refused field is on another tab: the screen goes there.
    expect(await screen.findByText('Max tokens too high for gpt-4')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'AI Configuration' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('Max tokens')).toHaveAccessibleDescription(/Max tokens too high for gpt-4/);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/settings?tab=ai-configuration',
    );
    await user.click(screen.getByRole('tab', { name: 'Campaign Budget' }));
    expect(field('Default campaign duration (days)')).toHaveValue(30);
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled();
    expect(db().settings).toBeNull();
  });

  it('asks before a reset, then shows and stores the defaults', async () => {
    const changed = structuredClone(stored());
    changed.campaignSettings.default_campaign_duration = 21;
    changed.aiConfiguration.model = 'gpt-5';
    db().settings = changed;
    const { user } = renderSettings();
    await findSaveButton();
    expect(field('Default campaign duration (days)')).toHaveValue(21);

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset all settings to their defaults?',
    });
    expect(stored().campaignSettings.default_campaign_duration).toBe(21);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Settings reset to defaults successfully')).toBeVisible();
    expect(stored().campaignSettings.default_campaign_duration).toBe(49);
    expect(stored().aiConfiguration.model).toBe('gpt-4');
    await waitFor(() => expect(field('Default campaign duration (days)')).toHaveValue(49));
  });

  it('says "Error resetting settings" when the reset fails', async () => {
    server.use(http.post(api('/settings/reset'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderSettings();
    await findSaveButton();
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Error resetting settings')).toBeVisible();
  });

  it('says "Error loading settings" when they cannot be read, and retries', async () => {
    let failing = true;
    server.use(http.get(api('/settings'), () => (failing ? fail(500, '') : undefined)));
    const { user } = renderSettings();
    expect(
      (await screen.findAllByText('Error loading settings', {}, { timeout: 5_000 })).length,
    ).toBeGreaterThan(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findSaveButton()).toBeVisible();
    expect(await screen.findByText('Settings loaded successfully')).toBeVisible();
  });
});
