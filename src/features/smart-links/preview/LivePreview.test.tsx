import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BooleanInput, Form, TextInput } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { LivePreview } from './LivePreview';
import { entry, formValues, frameDocument } from './preview.testkit';

beforeEach(signInForTest);

const FRAME = 'Live preview of the smart link page';

function renderInForm() {
  const user = userEvent.setup();
  renderWithAdmin(
    <Form
      defaultValues={formValues({
        streaming: [entry('Spotify', 'https://open.spotify.com/artist/1')],
        social: [entry('Instagram', 'https://www.instagram.com/lune')],
      })}
    >
      <TextInput source="theme.button_color" label="Button colour" />
      <BooleanInput source="social.0.is_visible" label="Instagram visible" />
      <LivePreview
        artistName="Lune Rivière"
        publicUrl="http://localhost/smart-links/page/lune-riviere"
      />
    </Form>,
  );
  return { user };
}

const linksInFrame = () =>
  [...frameDocument(screen.getByTitle(FRAME)).body.querySelectorAll('a')].map((a) => a.textContent);

describe('LivePreview', () => {
  it('follows the form as the user edits it, with the QR code of the public address', async () => {
    const { user } = renderInForm();
    expect(screen.getByRole('heading', { name: 'Live preview' })).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: 'QR code for http://localhost/smart-links/page/lune-riviere',
      }),
    ).toBeVisible();
    expect(linksInFrame()).toEqual(['Spotify', 'Instagram']);

    await user.clear(screen.getByLabelText('Button colour'));
    await user.type(screen.getByLabelText('Button colour'), '#00AAFF');
    await waitFor(() =>
      expect(screen.getByTitle(FRAME).getAttribute('srcdoc')).toContain(
        'background: #00AAFF; color: #FFFFFF',
      ),
    );

    await user.click(screen.getByRole('switch', { name: 'Instagram visible' }));
    await waitFor(() => expect(linksInFrame()).toEqual(['Spotify']));
  });

  it('shows the QR code next to the phone, in the preview itself', () => {
    renderInForm();
    const preview = screen.getByRole('region', { name: 'Live preview' });
    const phone = within(preview).getByTitle(FRAME);
    const qr = within(preview).getByRole('region', { name: 'QR code' });
    expect(
      within(qr).getByRole('img', {
        name: 'QR code for http://localhost/smart-links/page/lune-riviere',
      }),
    ).toBeVisible();
    // Right after the phone, and side by side with it: both in the same row under the heading.
    expect(phone.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const row = qr.parentElement!.parentElement!;
    expect(row.parentElement).toBe(preview);
    expect(row).toContainElement(phone);
    expect([...row.children].map((side) => side.contains(phone) || side.contains(qr))).toEqual([
      true,
      true,
    ]);
  });
});
