import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { campaignsByLaunch, cardNames, expectCards, renderScreen } from './campaigns.testkit';

beforeEach(signInForTest);

describe('CampaignsScreen: empty and failed', () => {
  it('shows "No Campaigns Yet" with Create First Campaign when there is none', async () => {
    db().campaigns = [];
    db().posts = [];
    renderScreen();
    expect(await screen.findByText('No Campaigns Yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create First Campaign' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Search campaigns' })).not.toBeInTheDocument();
    expect(screen.queryByText('Posts Requiring Attention')).not.toBeInTheDocument();
  });

  it("says the server's message, or 'Failed to load campaigns', and retries", async () => {
    server.use(http.get(api('/campaigns'), () => fail(503, 'Campaign service under maintenance')));
    const user = renderScreen();
    expect(await screen.findByText('Campaign service under maintenance')).toBeVisible();
    expect(screen.getByText('Failed to load campaigns')).toBeVisible();
    expect(screen.queryByText('No Campaigns Yet')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await expectCards(campaignsByLaunch());
    // The attention summary failed with the grid, and comes back with it.
    expect(await screen.findByRole('region', { name: 'Posts Requiring Attention' })).toBeVisible();
  });

  it("says 'Failed to load campaigns' when the server sends no message", async () => {
    server.use(
      http.get(api('/campaigns'), () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    renderScreen();
    await waitFor(() => expect(screen.getAllByText('Failed to load campaigns')).toHaveLength(2));
  });
});

describe('CampaignsScreen: delete', () => {
  it('asks with the campaign named, deletes it and removes its card', async () => {
    const rows = campaignsByLaunch();
    const target = rows[1]!;
    const user = renderScreen();
    await expectCards(rows);
    await user.click(screen.getByRole('button', { name: `Delete campaign ${target.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete campaign' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete "${target.name}"?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`Campaign "${target.name}" deleted`)).toBeVisible();
    await expectCards(rows.filter((row) => row.id !== target.id));
    expect(db().campaigns.some((row) => row.id === target.id)).toBe(false);
    // The focus stays in the grid, on the card that took the deleted one's place.
    expect(document.activeElement).toHaveAccessibleName(`Delete campaign ${rows[2]!.name}`);
  });

  it.each([
    ['the server message', 'Campaign is being generated'],
    ['"Failed to delete campaign" without one', undefined],
  ])('shows %s when a delete fails, and keeps the card', async (_case, message) => {
    server.use(
      http.delete(api('/campaigns/:id'), () =>
        message ? fail(409, message) : HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    const rows = campaignsByLaunch();
    const target = rows[0]!;
    const user = renderScreen();
    await expectCards(rows);
    await user.click(screen.getByRole('button', { name: `Delete campaign ${target.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message ?? 'Failed to delete campaign')).toBeVisible();
    // Once the dialog has gone (until then it hides the page from assistive technologies).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames()).toContain(target.name);
  });
});
