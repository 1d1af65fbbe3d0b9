import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import CampaignPostsDialog from './CampaignPostsDialog';

beforeEach(signInForTest);

// Campaign 3 is upcoming: its posts start in December 2026, the calendar's first month.
const CAMPAIGN = 3;
/** A December post of the campaign, moved to 18:30 (the contract's HH:MM). */
function postAtHalfPastSix() {
  const post = db().posts.find(
    (p) => p.campaign_id === CAMPAIGN && p.scheduled_date.startsWith('2026-12-'),
  )!;
  post.scheduled_time = '18:30';
  return post.id;
}

// 78 rows make role queries slow in jsdom: the row and the event are read from the DOM.
const timeCell = (id: number) =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr')).find(
    (row) => row.cells[1]?.textContent === String(id),
  )?.cells[8];
const eventOf = (id: number) => document.querySelector(`[data-post-id="${id}"]`);

describe('a post’s time', () => {
  it.each([
    ['en', 'Calendar', '6:30 PM'],
    ['fr', 'Calendrier', '18:30'],
  ] as const)('reads the same in the table and the calendar in %s', async (locale, view, time) => {
    const id = postAtHalfPastSix();
    renderWithAdmin(<CampaignPostsDialog />, {
      route: `/promo-campaigns?campaignId=${CAMPAIGN}`,
      locale,
    });

    await waitFor(() => expect(timeCell(id)).toHaveTextContent(time), { timeout: 20_000 });
    await userEvent.click(screen.getByRole('button', { name: view }));
    // FullCalendar is a chunk of its own, loaded when the calendar first shows.
    await waitFor(() => expect(eventOf(id)).not.toBeNull(), { timeout: 20_000 });
    expect(eventOf(id)).toHaveTextContent(time);
  });
});
