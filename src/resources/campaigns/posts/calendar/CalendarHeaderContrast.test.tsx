// In the dark theme the calendar's weekday names were white on white. The names as drawn, on
// what lies behind them, must read at 4.5:1 in both themes.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { textContrast } from '@tests/helpers/contrast';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import CampaignPostsDialog from '../CampaignPostsDialog';

beforeEach(signInForTest);

const weekdayNames = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.fc-col-header-cell-cushion'));

describe.each(['light', 'dark'] as const)('the posts calendar in the %s theme', (theme) => {
  it('shows the weekday names at 4.5:1 or more', async () => {
    renderWithAdmin(<CampaignPostsDialog />, {
      route: '/promo-campaigns?campaignId=3&view=calendar',
      locale: 'en',
      theme,
    });
    await screen.findByRole('dialog');
    // FullCalendar is a chunk of its own, loaded when the calendar first shows.
    await waitFor(() => expect(weekdayNames()).toHaveLength(7), { timeout: 20_000 });
    for (const name of weekdayNames()) {
      expect(name).toBeVisible();
      expect(textContrast(name), name.textContent ?? '').toBeGreaterThanOrEqual(4.5);
    }
  });
});
