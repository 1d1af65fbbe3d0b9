import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { SongList } from '@/resources/songs/list/SongList';

beforeEach(() => {
  sessionStorage.clear();
  return signInForTest();
});

const rowBoxes = () => screen.getAllByRole('checkbox', { name: 'Select this row' });

async function openOnTwoSongs() {
  const user = userEvent.setup();
  renderWithAdmin(<SongList />, { resource: 'songs', route: '/songs', locale: 'en' });
  await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 10_000 });
  for (const box of rowBoxes().slice(0, 2)) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Edit 2 selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit 2 selected' });
  return { user, dialog };
}

/** Sets the mood, reviews and applies; the dialog shows the results. */
async function applyMood(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('checkbox', { name: 'Set the mood' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'New mood' }), 'Dusk');
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  const summary = await within(dialog).findByRole('heading', { name: 'On 2 songs:' });
  await waitFor(() => expect(summary).toHaveFocus());
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  expect(await within(dialog).findByText('2 changed, 0 failed')).toBeVisible();
}

const closeDialog = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('The focus in the bulk edit', () => {
  it('starts on the first field, goes back to "Edit 2 selected" on Cancel', async () => {
    const { user, dialog } = await openOnTwoSongs();
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'Set the mood' })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit 2 selected' })).toHaveFocus(),
    );
  });

  it('moves to the summary, then the results, then the first row once closed', async () => {
    const { user, dialog } = await openOnTwoSongs();
    await applyMood(user, dialog);
    expect(within(dialog).getByRole('heading', { name: 'Results' })).toHaveFocus();

    await closeDialog(user, dialog);
    // The selection is cleared: its toolbar is hidden, the first row's checkbox takes the focus.
    await waitFor(() => expect(rowBoxes()[0]).toHaveFocus());
    expect(screen.queryByRole('button', { name: /selected$/ })).not.toBeInTheDocument();
  });

  it('after the undo started above the list, comes back to the first row', async () => {
    const { user, dialog } = await openOnTwoSongs();
    await applyMood(user, dialog);
    await closeDialog(user, dialog);

    const bar = screen
      .getByText(/Your last bulk edit changed 2 records/)
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    const undoDialog = await screen.findByRole('dialog', { name: 'Undo the bulk edit' });
    expect(
      await within(undoDialog).findByText(
        '2 put back, 0 changed since (left as they are), 0 failed',
      ),
    ).toBeVisible();
    expect(within(undoDialog).getByRole('heading', { name: 'Results' })).toHaveFocus();

    await closeDialog(user, undoDialog);
    await waitFor(() => expect(rowBoxes()[0]).toHaveFocus());
  });

  it('after the undo started from the results, comes back to the first row', async () => {
    const { user, dialog } = await openOnTwoSongs();
    await applyMood(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(
      await within(dialog).findByText('2 put back, 0 changed since (left as they are), 0 failed'),
    ).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Results' })).toHaveFocus();
    await closeDialog(user, dialog);
    await waitFor(() => expect(rowBoxes()[0]).toHaveFocus());
  });
});
