// An invitation sent from /social-media is the one the artist's Social tab shows: both read the
// invitations this browser sent (components/social/sentInvitations.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { FacebookPanel } from '../../resources/artists/detail/tabs/social/FacebookPanel';
import SocialMediaScreen from './SocialMediaScreen';
import { chipOf, loadedRows, rowName, rowOf, seededArtist } from './socialMedia.testkit';

beforeEach(signInForTest);

const ArtistFacebook = () => {
  const { id } = useParams();
  return <FacebookPanel artistId={Number(id)} />;
};

function renderBoth() {
  const user = userEvent.setup();
  renderWithAdmin(
    <Routes>
      <Route path="/social-media" element={<SocialMediaScreen />} />
      <Route path="/artists/:id" element={<ArtistFacebook />} />
    </Routes>,
    { route: '/social-media', locale: 'en' },
  );
  return user;
}

describe('invitations shared by /social-media and the Social tab', () => {
  it('opens the Social tab of an artist invited here, which says where the invitation went', async () => {
    const user = renderBoth();
    const row = (await loadedRows()).find((r) => chipOf(r) === 'Not connected')!;
    const artist = seededArtist(rowName(row));
    await user.click(
      within(row).getByRole('button', { name: `Send invitation to ${artist.stageName}` }),
    );
    await within(row).findByText(new RegExp(`^Sent to ${artist.email}, `));

    await user.click(within(rowOf(artist.stageName)).getByRole('link'));

    expect(await screen.findByText(`Invitation sent to ${artist.email}`)).toBeVisible();
    expect(screen.getByText('Invitation sent')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeVisible();
  });
});
