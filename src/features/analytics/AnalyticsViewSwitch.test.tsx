// A card's Chart / Table switch, from the keyboard and across a drill-down: two buttons, each its
// own Tab stop that says whether it is pressed, and the view chosen still there on coming Back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import AnalyticsScreen from './AnalyticsScreen';
import { card } from './analytics.testkit';

beforeEach(async () => {
  await signInForTest();
});

/** Where a drill-down leads, with the browser's Back. */
const Elsewhere = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
};

const renderWithBack = () => {
  const user = userEvent.setup();
  renderWithAdmin(
    <Routes>
      <Route path="/analytics" element={<AnalyticsScreen />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: '/analytics' },
  );
  return user;
};

describe('Analytics: the Chart / Table switch', () => {
  it('is a named group of two buttons, each a Tab stop that says whether it is pressed', async () => {
    const user = renderWithBack();
    const region = await card('Artists by status');
    const group = await within(region).findByRole('group', { name: 'Show Artists by status as' });
    const chart = within(group).getByRole('button', { name: 'Chart' });
    const table = within(group).getByRole('button', { name: 'Table' });
    expect(chart).toHaveAttribute('aria-pressed', 'true');
    expect(table).toHaveAttribute('aria-pressed', 'false');

    await user.click(chart);
    await user.tab();
    expect(table).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(table).toHaveAttribute('aria-pressed', 'true');
    expect(chart).toHaveAttribute('aria-pressed', 'false');
    expect(within(region).getByRole('table', { name: 'Artists by status' })).toBeVisible();
    await user.tab({ shift: true });
    expect(chart).toHaveFocus();
  });

  it('keeps each card on its view across a drill-down and Back', async () => {
    const user = renderWithBack();
    const roster = await card('Artists by status');
    await user.click(await within(roster).findByRole('button', { name: 'Table' }));
    const genres = await card('Artists by genre');
    expect(await within(genres).findByRole('button', { name: 'Chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const [first] = within(within(roster).getByRole('table')).getAllByRole('link');
    await user.click(first as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Browser back' }));

    const back = await card('Artists by status');
    await waitFor(() =>
      expect(within(back).getByRole('button', { name: 'Table' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(back).getByRole('table', { name: 'Artists by status' })).toBeVisible();
    expect(
      within(await card('Artists by genre')).getByRole('button', { name: 'Chart' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
