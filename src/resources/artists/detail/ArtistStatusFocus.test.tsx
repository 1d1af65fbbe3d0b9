// Item: keyboard users keep their place when a status control saves. Each control is worked
// with the keyboard alone and must still hold the focus while its PUT is in flight and after.
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { findHeading, recordRequests, renderDetail } from './artistDetail.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const statusCard = () => screen.getByRole('region', { name: 'Status' });
const select = (name: RegExp) => within(statusCard()).getByRole('combobox', { name });

/** Holds every PUT to an artist until `release()`, then lets the demo API answer it. */
function holdArtistUpdates() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Answering nothing passes the request on to the demo API's own handler.
  server.use(http.put(api('/artists/:id'), () => released.then(() => undefined)));
  return { release: () => act(release) };
}

function seededArtist(wanted: (artist: ReturnType<typeof db>['artists'][number]) => boolean) {
  const artist = db().artists.find(wanted);
  if (!artist) throw new Error('No seeded artist fits the test');
  return artist;
}

describe('ArtistDetail: the status controls keep the keyboard focus while saving', () => {
  it('keeps it on the status select through the save', async () => {
    const artist = seededArtist((a) => a.status === 'active');
    const held = holdArtistUpdates();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    act(() => select(/^Status/).focus());
    // Opens on Active; the next option is Inactive.
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');

    // Saving: the select says it cannot change now, but stays focusable and focused (jsdom
    // keeps the focus even on a disabled control, so its tab stop is checked too).
    expect(select(/^Status/)).toHaveFocus();
    expect(select(/^Status/)).toHaveAttribute('tabindex', '0');
    expect(select(/^Status/)).toHaveAttribute('aria-readonly', 'true');

    await held.release();
    expect(await screen.findByText('Artist status updated to Inactive')).toBeVisible();
    expect(select(/^Status/)).toHaveFocus();
    expect(select(/^Status/)).not.toHaveAttribute('aria-readonly');
  });

  it('keeps it on the public status select through the save', async () => {
    const artist = seededArtist((a) => a.publicStatus === 'new_artist');
    const held = holdArtistUpdates();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    act(() => select(/^Public status/).focus());
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(select(/^Public status/)).toHaveFocus();
    expect(select(/^Public status/)).toHaveAttribute('tabindex', '0');
    await held.release();
    expect(await screen.findByText('Public status updated')).toBeVisible();
    expect(select(/^Public status/)).toHaveFocus();
    expect(select(/^Public status/)).toHaveTextContent('Emerging artist');
  });

  it('keeps it on the Verified switch through the save, ignoring a second toggle', async () => {
    const artist = seededArtist((a) => !a.isVerified);
    const held = holdArtistUpdates();
    const recorder = recordRequests();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    act(() => within(statusCard()).getByRole('switch', { name: 'Unverified' }).focus());
    await user.keyboard(' ');

    const saving = within(statusCard()).getByRole('switch');
    expect(saving).toHaveFocus();
    expect(saving).toBeEnabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    // A second press while the first is saving sends nothing more.
    await user.keyboard(' ');

    await held.release();
    expect(await screen.findByText('Artist marked as verified')).toBeVisible();
    const verified = within(statusCard()).getByRole('switch', { name: 'Verified' });
    expect(verified).toBeChecked();
    expect(verified).toHaveFocus();
    expect(verified).not.toHaveAttribute('aria-disabled');
    expect(recorder.count('PUT', `/artists/${artist.id}`)).toBe(1);
    expect(db().artists.find((a) => a.id === artist.id)?.isVerified).toBe(true);
  });
});
