import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { findCatalogue, findHeading, renderDetail } from './artistDetail.testkit';

beforeEach(signInForTest);

// The quick actions open the songs' and albums' own dialogs (tested on their own); what they
// save shows on the artist's screen at once. Titles are pasted: typing is not what is tested.
describe('ArtistDetail: quick actions', () => {
  it('counts and lists a song added from the overview', async () => {
    const { artist } = await findCatalogue(() => true);
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);
    const stats = screen.getByRole('region', { name: 'Quick stats' });
    await waitFor(() => expect(stats).toHaveAttribute('aria-busy', 'false'));
    const songsShown = () =>
      within(stats).getByText('Songs', { selector: 'dt' }).nextElementSibling?.textContent;
    const before = Number(songsShown());

    await user.click(screen.getByRole('button', { name: 'Add a new song' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add song' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.paste('Brand New Single');
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));

    expect(await screen.findByText('Song added successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(songsShown()).toBe(String(before + 1)));
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    const table = await screen.findByRole('table', { name: 'Songs' });
    expect(await within(table).findByRole('link', { name: 'Brand New Single' })).toBeVisible();
  });

  it('lists an album created from the content tab', async () => {
    const { artist } = await findCatalogue(() => true);
    const { user } = renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);
    await user.click(screen.getByRole('tab', { name: 'Albums' }));
    await user.click(await screen.findByRole('button', { name: 'Create album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create album' });

    await user.click(within(dialog).getByRole('textbox', { name: /^Title/ }));
    await user.paste('Night Drives');
    await user.click(within(dialog).getByRole('button', { name: 'Create album' }));

    expect(await screen.findByText('Album created successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Albums' });
    expect(await within(table).findByRole('link', { name: 'Night Drives' })).toBeVisible();
  });
});
