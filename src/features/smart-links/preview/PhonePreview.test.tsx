import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { createApiClient } from '@/api/client';
import { createDataProvider } from '@/providers/data';
import { DEFAULT_THEME } from '../model/theme';
import { PREVIEW_DELAY_MS, PhonePreview } from './PhonePreview';
import {
  entry,
  formValues,
  frameDocument,
  sandboxTokens,
  smallestPhotoOf,
} from './preview.testkit';

beforeEach(signInForTest);

const FRAME = 'Live preview of the smart link page';
const HINT = 'Visible platforms with a link appear here.';

describe('PhonePreview', () => {
  it('shows the page in a sandboxed frame that can neither run scripts nor reach the admin', () => {
    renderWithAdmin(
      <PhonePreview
        artistName="Lune Rivière"
        values={formValues({
          streaming: [
            entry('Spotify', 'https://open.spotify.com/artist/1', {
              display_name: 'Listen on Spotify',
            }),
            entry('Deezer', 'https://www.deezer.com/artist/2', { is_visible: false }),
            entry('Tidal', 'javascript:alert(1)'),
          ],
          social: [entry('Instagram', 'https://www.instagram.com/lune'), entry('TikTok', '')],
        })}
      />,
    );

    const frame = screen.getByTitle(FRAME);
    expect(frame.tagName).toBe('IFRAME');
    expect(sandboxTokens(frame)).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox']);
    expect(sandboxTokens(frame)).not.toContain('allow-scripts');
    expect(sandboxTokens(frame)).not.toContain('allow-same-origin');

    const page = frameDocument(frame);
    expect(page.querySelector('h1')?.textContent).toBe('Lune Rivière');
    const links = [...page.body.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Listen on Spotify', 'https://open.spotify.com/artist/1'],
      ['Instagram', 'https://www.instagram.com/lune'],
    ]);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    // The javascript: entry is shown, as text.
    expect(page.querySelector('[data-platform="Tidal"]')?.outerHTML).toBe(
      '<span class="button inert" data-platform="Tidal">Tidal</span>',
    );
    expect(page.body.textContent).not.toMatch(/Deezer|TikTok/);
    expect(
      page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('says where the platforms will appear while none is shown, and names the artist placeholder', () => {
    renderWithAdmin(
      <PhonePreview
        artistName={null}
        values={formValues({
          streaming: [entry('Spotify', '')],
          social: [entry('', 'https://x.com/a')],
        })}
      />,
    );
    expect(screen.getByText(HINT)).toBeVisible();
    const page = frameDocument(screen.getByTitle(FRAME));
    expect(page.querySelector('h1')?.textContent).toBe('Artist name');
    expect(page.querySelectorAll('a')).toHaveLength(0);
  });

  it("puts the artist's background photo and signature into the page as data: URLs", async () => {
    const photo = smallestPhotoOf(1);
    renderWithAdmin(
      <PhonePreview
        artistName="Lune Rivière"
        values={formValues({
          theme: {
            ...DEFAULT_THEME,
            background_image_id: photo,
            use_signature: 1,
            signature_image_id: photo,
          },
        })}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTitle(FRAME).getAttribute('srcdoc')).toMatch(
        /background: url\("data:image\/png;base64,[A-Za-z0-9+/=]+"\) center \/ cover/,
      ),
    );
    const page = frameDocument(screen.getByTitle(FRAME));
    expect(page.querySelector('.signature')).not.toBeNull();
    expect(page.documentElement.innerHTML).not.toContain('/media/serve');
  });

  it('leaves out an image that cannot be read', async () => {
    const dataProvider = createDataProvider(createApiClient());
    const readBlob = dataProvider.getMediaBlob;
    let reportFailure = () => {};
    const failed = new Promise<void>((resolve) => (reportFailure = resolve));
    dataProvider.getMediaBlob = (...args) =>
      readBlob(...args).catch((error: unknown) => {
        reportFailure();
        throw error;
      });
    renderWithAdmin(
      <PhonePreview
        artistName="Lune Rivière"
        values={formValues({ theme: { ...DEFAULT_THEME, background_image_id: 999_999 } })}
      />,
      { dataProvider },
    );
    await act(() => failed);
    await act(() => new Promise((resolve) => setTimeout(resolve, PREVIEW_DELAY_MS + 50)));
    const frame = screen.getByTitle(FRAME);
    expect(frame.getAttribute('srcdoc')).not.toContain('url(');
    expect(frameDocument(frame).querySelector('h1')?.textContent).toBe('Lune Rivière');
  });
});
