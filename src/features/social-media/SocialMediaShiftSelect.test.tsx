import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { loadedRows, renderSocialMedia, rowName } from './socialMedia.testkit';

beforeEach(signInForTest);

describe('Social Media: selection', () => {
  it('selects, then unselects, the range since the last clicked row with Shift+click', async () => {
    const { user } = renderSocialMedia();
    await loadedRows();
    const group = screen.getByRole('group', { name: 'Facebook state' });
    // Only artists not yet connected can be invited, hence selected.
    await user.click(within(group).getByRole('button', { name: /^Not connected/ }));
    const rows = (await loadedRows()).slice(0, 5);
    expect(rows).toHaveLength(5);
    const box = (row: HTMLElement) =>
      within(row).getByRole('checkbox', { name: `Select ${rowName(row)}` });
    const ticked = () => rows.map((row) => (box(row) as HTMLInputElement).checked);
    const shiftClick = async (row: HTMLElement) => {
      await user.keyboard('{Shift>}');
      await user.click(box(row));
      await user.keyboard('{/Shift}');
    };

    await user.click(box(rows[0]!));
    await shiftClick(rows[3]!);
    expect(ticked()).toEqual([true, true, true, true, false]);
    expect(screen.getByRole('button', { name: 'Send invitation to selected (4)' })).toBeVisible();

    await shiftClick(rows[1]!);
    expect(ticked()).toEqual([true, false, false, false, false]);
  });
});
