import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { alertToastsSeen } from '@tests/helpers/toastsSeen';
import { api, fail, validationFailed } from '../../mocks/http';
import { server } from '../../mocks/node';
import { field, findSaveButton, renderSettings } from './settings.testkit';

beforeEach(signInForTest);

/** The save has ended (Save Settings offered again) and every toast it raised was shown. */
async function settled(toasts: string[]) {
  await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled());
  await act(async () => {});
}

async function saveWithDuration(days: string) {
  const { user } = renderSettings(undefined, undefined, { stackedToasts: true });
  await findSaveButton();
  const toasts = alertToastsSeen();
  await user.clear(field('Default campaign duration (days)'));
  await user.type(field('Default campaign duration (days)'), days);
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  return toasts;
}

describe('SettingsScreen: one toast per failed save', () => {
  it('says "Error saving settings" once when the server fails without a reason', async () => {
    server.use(http.put(api('/settings'), () => fail(500, '')));
    const toasts = await saveWithDuration('30');
    await settled(toasts);
    expect(toasts).toEqual(['Error saving settings']);
  });

  it("says the server's refusal once, its field error on its field", async () => {
    server.use(
      http.put(api('/settings'), () =>
        validationFailed([
          { field: 'campaignSettings.default_campaign_duration', message: 'Too long for us' },
        ]),
      ),
    );
    const toasts = await saveWithDuration('30');
    expect(await screen.findByText('Too long for us')).toBeVisible();
    await settled(toasts);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch('Validation failed');
  });

  it('says "The form is not valid" once when its own checks stop the save', async () => {
    const toasts = await saveWithDuration('0');
    expect(await screen.findByText('Must be at least 1')).toBeVisible();
    await settled(toasts);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch(/not valid/);
  });
});
