import { describe, expect, it } from 'vitest';
import type { SmartLinkTheme } from '@/api/types';
import type { PlatformEntry } from '../model/formValues';
import { DEFAULT_THEME } from '../model/theme';
import {
  PAGE_CSP,
  escapeHtml,
  neutraliseCss,
  safeColor,
  safeFontStack,
  smartLinkPageHtml,
  type SmartLinkPageInput,
} from './smartLinkPageHtml';

const entry = (platform_name: string, profile_url: string, more: Partial<PlatformEntry> = {}) => ({
  platform_name,
  profile_url,
  display_name: '',
  is_visible: true,
  ...more,
});

const TEXTS = { artistFallback: 'Artist name', streamingLabel: 'Listen', socialLabel: 'Follow' };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function page(
  input: Omit<Partial<SmartLinkPageInput>, 'theme'> & { theme?: Partial<SmartLinkTheme> } = {},
) {
  return smartLinkPageHtml({
    streaming: [],
    social: [],
    artistName: 'Lune Rivière',
    backgroundImageUrl: null,
    signatureImageUrl: null,
    texts: TEXTS,
    ...input,
    theme: { ...DEFAULT_THEME, ...input.theme },
  });
}

/** The document's body, the only part where entries appear. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
const stylesOf = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
/** The visible text of each link or inert entry, in document order. */
const entryLabels = (html: string) =>
  [...bodyOf(html).matchAll(/<(a|span) class="[^"]*"[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]);

describe('smartLinkPageHtml: entries', () => {
  it('shows the artist, then the visible, complete streaming entries, then the social ones, in order', () => {
    const html = page({
      streaming: [
        entry('Spotify', 'https://open.spotify.com/artist/1', {
          display_name: 'Listen on Spotify',
        }),
        entry('Deezer', 'https://www.deezer.com/artist/2', { is_visible: false }),
        entry('', 'https://example.com/no-platform'),
        entry('Tidal', '   '),
        entry('Apple Music', 'https://music.apple.com/ca/artist/3', { display_name: '  ' }),
      ],
      social: [
        entry('Instagram', 'https://www.instagram.com/lune', { display_name: '@lune' }),
        entry('TikTok', 'https://www.tiktok.com/@lune', { is_visible: false }),
        entry('Website', 'https://lune.example'),
      ],
    });

    expect(bodyOf(html)).toMatch(/<h1 class="artist">Lune Rivière<\/h1>/);
    expect(entryLabels(html)).toEqual([
      'Listen on Spotify',
      'Apple Music',
      'Instagram · @lune',
      'Website',
    ]);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('aria-label="Listen"'));
    expect(html.indexOf('aria-label="Listen"')).toBeLessThan(html.indexOf('aria-label="Follow"'));
    expect(html).not.toMatch(/deezer|tiktok|no-platform|Tidal/i);
    expect(html).toContain(
      '<a class="button" data-platform="Spotify" href="https://open.spotify.com/artist/1" target="_blank" rel="noopener noreferrer">Listen on Spotify</a>',
    );
  });

  it('leaves both lists out when nothing is shown, and names a blank artist with the fallback', () => {
    const html = page({ artistName: '  ', streaming: [entry('Spotify', '')] });
    expect(bodyOf(html)).not.toContain('<nav');
    expect(html).toContain('<h1 class="artist">Artist name</h1>');
    expect(html).toContain('<title>Artist name</title>');
  });

  it('shows a javascript: or other non-http address as text, never as a link', () => {
    const html = page({
      streaming: [entry('Spotify', 'javascript:alert(document.domain)', { display_name: 'Play' })],
      social: [entry('Website', 'mailto:lune@example.com'), entry('Facebook', 'not a url')],
    });
    expect(bodyOf(html)).not.toContain('<a ');
    expect(html).not.toMatch(/javascript:|mailto:/);
    expect(html).toContain('<span class="button inert" data-platform="Spotify">Play</span>');
    expect(entryLabels(html)).toEqual(['Play', 'Website', 'Facebook']);
  });

  it('escapes names, labels and addresses', () => {
    const html = page({
      artistName: '<img src=x onerror=alert(1)> & "Co"',
      streaming: [
        entry('Spotify', 'https://open.spotify.com/artist/1?a="><script>', {
          display_name: '<b onclick="x">Bold</b>',
        }),
      ],
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b ');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('&lt;b onclick=&quot;x&quot;&gt;Bold&lt;/b&gt;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('smartLinkPageHtml: theme', () => {
  it('applies the default theme: black background, white text, orange buttons, Montserrat', () => {
    const [template] = stylesOf(page());
    expect(template).toContain('#000000');
    expect(template).toContain('color: #FFFFFF');
    expect(template).toContain('background: #FF6B00; color: #FFFFFF');
    expect(template).toContain('font-family: "Montserrat", sans-serif');
    expect(page()).toContain('<body class="template-minimal">');
  });

  it('sets the three templates apart', () => {
    const minimal = page({ theme: { template_name: 'minimal', background_color: '#112233' } });
    const bold = page({ theme: { template_name: 'bold' } });
    const gradient = page({
      theme: { template_name: 'gradient', background_color: '#1B1035', button_color: '#FF6B00' },
    });

    expect(minimal).not.toContain('gradient(');
    expect(minimal).not.toContain('text-transform: uppercase');
    expect(minimal).toContain('background: #112233;');
    expect(bold).toContain('<body class="template-bold">');
    expect(bold).toMatch(/\.button \{[^}]*font-weight: 800; text-transform: uppercase/);
    expect(gradient).toContain('<body class="template-gradient">');
    expect(gradient).toContain('linear-gradient(160deg, #1B1035 0%, #FF6B00 100%)');
  });

  it('uses only #hex colours, and a sanitised font name', () => {
    const html = page({
      theme: {
        background_color: 'red; } body { background: url(https://evil.example/x.png)',
        text_color: '#abc',
        font_family: 'Evil"; } * { content: "x',
      },
    });
    expect(html).not.toContain('evil.example');
    expect(html).toContain('background: #000000;');
    expect(html).toContain('color: #abc;');
    expect(safeColor('#12345G', '#FFFFFF')).toBe('#FFFFFF');
    expect(safeColor(' #ff6b00 ', '#FFFFFF')).toBe('#ff6b00');
    expect(safeFontStack('Playfair Display')).toBe('"Playfair Display", serif');
    expect(safeFontStack('Evil"; } * { content: "x')).toBe('"Evil content x", sans-serif');
    expect(safeFontStack('')).toBe('"Montserrat", sans-serif');
  });

  it('puts custom CSS after the template styles, unable to close its style element', () => {
    const html = page({
      theme: { custom_css: '.artist { color: pink; }</style><script>alert(1)</script><style>' },
    });
    const styles = stylesOf(html);
    expect(styles).toHaveLength(2);
    expect(styles[1]).toContain('.artist { color: pink; }');
    expect(html).not.toMatch(/<\/style><script/i);
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style/gi)).toHaveLength(2);
    expect(neutraliseCss('a::after { content: "</STYLE>" }')).toBe(
      'a::after { content: "\\3c /STYLE>" }',
    );
    expect(stylesOf(page({ theme: { custom_css: '  ' } }))).toHaveLength(1);
  });

  it('shows the background image as a cover and the signature as a mask in its overlay colour', () => {
    const html = page({
      theme: { use_signature: 1, signature_color_overlay: '#FFD400' },
      backgroundImageUrl: PNG,
      signatureImageUrl: PNG,
    });
    expect(html).toContain(`background: url("${PNG}") center / cover no-repeat, #000000;`);
    expect(html).toMatch(
      /\.signature \{[^}]*background-color: #FFD400;[^}]*mask: url\("data:image\/png/,
    );
    expect(html).toContain('<div class="signature" aria-hidden="true"></div>\n</body>');
  });

  it('leaves the signature out when it is off or has no image, and ignores images that are not data: URLs', () => {
    expect(page({ theme: { use_signature: 0 }, signatureImageUrl: PNG })).not.toContain(
      'signature',
    );
    expect(page({ theme: { use_signature: 1 }, signatureImageUrl: null })).not.toContain(
      'signature',
    );
    const outside = page({ backgroundImageUrl: 'https://evil.example/x.png' });
    expect(outside).not.toContain('evil.example');
    expect(page({ backgroundImageUrl: 'data:image/png;base64,AA")}' })).not.toContain('url(');
  });

  it('carries its own Content-Security-Policy: nothing loaded from outside, no scripts', () => {
    const html = page();
    expect(PAGE_CSP).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(html).toContain(
      '<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; img-src data:; style-src &#39;unsafe-inline&#39;">',
    );
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'));
  });
});
