import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { LinkQrCode } from './LinkQrCode';

afterEach(() => {
  vi.restoreAllMocks();
});

const URL_OF_PAGE = 'https://links.example/lune-riviere';

/** What each download link would save, instead of jsdom navigating to it. */
function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

/** jsdom draws nothing: an image that loads (or fails) at once and a canvas that gives a PNG. */
function fakeDrawing(loads: boolean) {
  class InstantImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_value: string) {
      queueMicrotask(() => (loads ? this.onload?.() : this.onerror?.()));
    }
  }
  vi.stubGlobal('Image', InstantImage);
  const context = {
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    fillStyle: '',
    imageSmoothingEnabled: true,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,UE5H');
  return context;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('LinkQrCode', () => {
  it('shows the QR code of the public address, named after it', () => {
    renderWithAdmin(<LinkQrCode publicUrl={URL_OF_PAGE} />);
    expect(screen.getByRole('heading', { name: 'QR code' })).toBeVisible();
    expect(screen.getByRole('img', { name: `QR code for ${URL_OF_PAGE}` })).toBeInTheDocument();
    expect(screen.getByText(URL_OF_PAGE)).toBeVisible();
    expect(button('Download PNG')).toBeEnabled();
    expect(button('Download SVG')).toBeEnabled();
  });

  it('downloads the SVG as {slug}-qr.svg', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    renderWithAdmin(<LinkQrCode publicUrl={URL_OF_PAGE} />);
    await user.click(button('Download SVG'));

    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('lune-riviere-qr.svg');
    expect(saved[0].href).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    const svg = decodeURIComponent(saved[0].href.slice(saved[0].href.indexOf(',') + 1));
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="1024"');
    expect(svg).toContain(`<title>QR code for ${URL_OF_PAGE}</title>`);
    expect(svg).toMatch(/<path [^>]*d="M/);
  });

  it('downloads a PNG drawn from the SVG as {slug}-qr.png', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const context = fakeDrawing(true);
    renderWithAdmin(<LinkQrCode publicUrl={URL_OF_PAGE} />);
    await user.click(button('Download PNG'));

    await waitFor(() =>
      expect(saved).toEqual([{ name: 'lune-riviere-qr.png', href: 'data:image/png;base64,UE5H' }]),
    );
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1024, 1024);
    expect(button('Download PNG')).toBeEnabled();
  });

  it('says so when the PNG cannot be drawn', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    fakeDrawing(false);
    renderWithAdmin(<LinkQrCode publicUrl={URL_OF_PAGE} />);
    await user.click(button('Download PNG'));

    expect(await screen.findByText('Failed to create the PNG image')).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('asks for a slug, with both downloads disabled, while there is no address', () => {
    renderWithAdmin(<LinkQrCode publicUrl={null} />);
    expect(screen.getByText('Enter a slug to get a QR code')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(button('Download PNG')).toBeDisabled();
    expect(button('Download SVG')).toBeDisabled();
  });

  it('speaks French, naming the slug as its field does (Identifiant)', async () => {
    renderWithAdmin(<LinkQrCode publicUrl={null} />, { locale: 'fr' });
    expect(
      await screen.findByText('Saisissez un identifiant pour obtenir un code QR'),
    ).toBeVisible();
    expect(button('Télécharger en PNG')).toBeDisabled();
  });

  it('speaks Spanish, naming the slug as its field does (Identificador)', async () => {
    renderWithAdmin(<LinkQrCode publicUrl={null} />, { locale: 'es' });
    expect(
      await screen.findByText('Introduzca un identificador para obtener un código QR'),
    ).toBeVisible();
    expect(button('Descargar PNG')).toBeDisabled();
  });
});
