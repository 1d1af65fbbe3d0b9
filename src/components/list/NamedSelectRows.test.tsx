import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { SongList } from '@/resources/songs/list/SongList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});

const boxes = () => screen.getAllByRole('checkbox', { name: 'Select this row' });
const ticked = () => boxes().map((box) => (box as HTMLInputElement).checked);

describe('The rows of a list with bulk actions', () => {
  it('select, then unselect, the range since the last clicked row with Shift+click', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<SongList />, { resource: 'songs', route: '/songs', locale: 'en' });
    await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 10_000 });
    const shiftClick = async (box: HTMLElement) => {
      await user.keyboard('{Shift>}');
      await user.click(box);
      await user.keyboard('{/Shift}');
    };

    await user.click(boxes()[1] as HTMLElement);
    await shiftClick(boxes()[4] as HTMLElement);
    await waitFor(() =>
      expect(ticked().slice(0, 6)).toEqual([false, true, true, true, true, false]),
    );
    expect(screen.getByRole('button', { name: 'Edit 4 selected' })).toBeVisible();

    // From the last clicked row (the fifth) up to the third: those are unselected.
    await shiftClick(boxes()[2] as HTMLElement);
    await waitFor(() =>
      expect(ticked().slice(0, 6)).toEqual([false, true, false, false, false, false]),
    );
    expect(screen.getByRole('button', { name: 'Edit 1 selected' })).toBeVisible();
  });
});
