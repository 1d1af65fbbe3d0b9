// axe measured the "Invitation sent" chip at 3.85:1 in the light theme (white on MUI's light
// blue): the chip as drawn must read at 4.5:1 in both themes.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { textContrast } from '@tests/helpers/contrast';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import { FacebookPanel } from './FacebookPanel';
import { unconnectedArtist } from './social.testkit';

beforeEach(signInForTest);

describe.each(['light', 'dark'] as const)('the Facebook panel in the %s theme', (theme) => {
  it('shows "Invitation sent" at 4.5:1 or more', async () => {
    const user = userEvent.setup();
    const artist = await unconnectedArtist();
    renderWithAdmin(<FacebookPanel artistId={artist.id} />, {
      resource: 'artists',
      locale: 'en',
      dataProvider: withJsdomUploads(),
      theme,
    });
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));

    const chip = await screen.findByText('Invitation sent');
    expect(textContrast(chip)).toBeGreaterThanOrEqual(4.5);
  });
});
