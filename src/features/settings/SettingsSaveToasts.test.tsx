import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '../../../tests/helpers/signedIn';
import { api, fail, validationFailed } from '../../mocks/http';
import { server } from '../../mocks/node';
import { field, findSaveButton, renderSettings } from './settingsTestSupport';

beforeEach(signInForTest);

/** Every error toast on screen, stacked as the app shows them. */
const errorToasts = () =>
  within(screen.getByRole('region', { name: 'Messages' })).queryAllByRole('alert');

/** The save has ended (Save Settings offered again) and every toast it raised is shown. */
async function settled() {
  await waitFor(() => expect(errorToasts().length).toBeGreaterThan(0), { timeout: 5000 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Settings' })).toBeEnabled());
}

async function saveWithDuration(days: string) {
  const { user } = renderSettings(undefined, undefined, { stackedToasts: true });
  await findSaveButton();
  await user.clear(field('Default campaign duration (days)'));
  await user.type(field('Default campaign duration (days)'), days);
  await user.click(screen.getByRole('button', { name: 'Save Settings' }));
  return user;
}

describe('SettingsScreen: one toast per failed save', () => {
  it('says "Error saving settings" once when the server fails without a reason', async () => {
    server.use(http.put(api('/settings'), () => fail(500, '')));
    await saveWithDuration('30');
    await settled();
    expect(errorToasts()).toHaveLength(1);
    expect(errorToasts()[0]).toHaveTextContent('Error saving settings');
  });

  it("says the server's refusal once, its field error on its field", async () => {
    server.use(
      http.put(api('/settings'), () =>
        validationFailed([
          { field: 'campaignSettings.default_campaign_duration', message: 'Too long for us' },
        ]),
      ),
    );
    await saveWithDuration('30');
    expect(await screen.findByText('Too long for us')).toBeVisible();
    await settled();
    expect(errorToasts()).toHaveLength(1);
    expect(errorToasts()[0]).toHaveTextContent('Validation failed');
  });

  it('says "The form is not valid" once when its own checks stop the save', async () => {
    await saveWithDuration('0');
    expect(await screen.findByText('Must be at least 1')).toBeVisible();
    await settled();
    expect(errorToasts()).toHaveLength(1);
    expect(errorToasts()[0]).toHaveTextContent(/not valid/);
  });
});
