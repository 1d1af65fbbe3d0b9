// The public smart-link page as one self-contained HTML document, for a sandboxed iframe's
// srcdoc (the phone preview and the admin's own rendition of the page). Everything that comes
// from a user is escaped or validated here, because custom CSS and profile URLs are written by
// staff and artists, and the document must never load anything or run anything: its own
// Content-Security-Policy allows inline styles and data: images only.
import type { SmartLinkTheme } from '@/api/types';
import { linkTarget, shownEntries, type PlatformEntry } from '../model/formValues';
import { DEFAULT_THEME, TEMPLATES, fontStack } from '../model/theme';

export interface SmartLinkPageTexts {
  /** The heading when the artist's name is blank (no artist chosen yet). */
  artistFallback: string;
  /** Accessible names of the two lists of links. */
  streamingLabel: string;
  socialLabel: string;
}

export interface SmartLinkPageInput {
  theme: SmartLinkTheme;
  streaming: PlatformEntry[];
  social: PlatformEntry[];
  artistName: string;
  /** data: URLs only (the CSP blocks anything else); any other value is left out. */
  backgroundImageUrl: string | null;
  signatureImageUrl: string | null;
  texts: SmartLinkPageTexts;
  /** The document's language (the admin's locale). */
  lang?: string;
}

export const PAGE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or attribute value made safe for HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A #hex colour, or the fallback: a colour value is written into CSS as is. */
export const safeColor = (value: string | null | undefined, fallback: string): string => {
  const color = (value ?? '').trim();
  return HEX_COLOR.test(color) ? color : fallback;
};

// Base64 only: no quote, bracket or backslash can end the CSS url("...") it is written into.
const DATA_IMAGE_URL = /^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+={0,2}$/i;

export const safeDataImageUrl = (value: string | null | undefined): string | null =>
  value && DATA_IMAGE_URL.test(value) ? value : null;

/** The font's CSS stack, its name reduced to letters, digits, spaces and hyphens. */
export const safeFontStack = (name: string | null | undefined): string => {
  const cleaned = (name ?? '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return fontStack(cleaned || DEFAULT_THEME.font_family);
};

/**
 * Custom CSS made unable to leave its <style> element: every "<" becomes the CSS escape "\3c ",
 * which means the same character inside a CSS string and cannot start "</style" or "<!--".
 */
export const neutraliseCss = (css: string): string => css.replace(/</g, '\\3c ');

type Template = SmartLinkTheme['template_name'];

const templateOf = (name: string | null | undefined): Template =>
  TEMPLATES.find((t) => t === name) ?? DEFAULT_THEME.template_name;

interface Palette {
  background: string;
  text: string;
  button: string;
  buttonText: string;
  overlay: string;
  font: string;
}

function paletteOf(theme: SmartLinkTheme): Palette {
  return {
    background: safeColor(theme.background_color, DEFAULT_THEME.background_color),
    text: safeColor(theme.text_color, DEFAULT_THEME.text_color),
    button: safeColor(theme.button_color, DEFAULT_THEME.button_color),
    buttonText: safeColor(theme.button_text_color, DEFAULT_THEME.button_text_color),
    overlay: safeColor(theme.signature_color_overlay, DEFAULT_THEME.signature_color_overlay),
    font: safeFontStack(theme.font_family),
  };
}

function baseCss(p: Palette, background: string | null, signature: string | null): string {
  const image = background ? `url("${background}") center / cover no-repeat, ` : '';
  return `
*, *::before, *::after { box-sizing: border-box; }
html { min-height: 100%; }
body {
  margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center;
  background: ${image}${p.background}; color: ${p.text}; font-family: ${p.font};
  -webkit-font-smoothing: antialiased;
}
.page {
  width: 100%; max-width: 480px; flex: 1; display: flex; flex-direction: column;
  align-items: center; gap: 24px; padding: 48px 20px 32px;
}
.artist { margin: 0; text-align: center; font-size: 28px; line-height: 1.2; overflow-wrap: anywhere; }
nav { width: 100%; }
.links { list-style: none; margin: 0; padding: 0; width: 100%; }
.streaming { display: flex; flex-direction: column; gap: 12px; }
.social { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
.button {
  display: block; width: 100%; padding: 14px 18px; text-align: center; text-decoration: none;
  background: ${p.button}; color: ${p.buttonText}; font-size: 16px; overflow-wrap: anywhere;
}
.chip {
  display: inline-block; padding: 8px 14px; border: 2px solid ${p.button}; border-radius: 999px;
  color: ${p.text}; text-decoration: none; font-size: 14px; font-weight: 600;
  overflow-wrap: anywhere;
}
a.button:hover, a.button:focus-visible, a.chip:hover, a.chip:focus-visible {
  filter: brightness(1.1); outline: 2px solid ${p.text}; outline-offset: 2px;
}
.inert { opacity: 0.75; cursor: default; }
${signature ? signatureCss(p, signature) : ''}`;
}

// The signature image is a shape (its alpha), filled with the overlay colour.
const signatureCss = (p: Palette, signature: string) => `
.signature {
  width: 100%; max-width: 480px; height: 96px; margin: auto 0 16px; flex-shrink: 0;
  background-color: ${p.overlay};
  -webkit-mask: url("${signature}") center / contain no-repeat;
  mask: url("${signature}") center / contain no-repeat;
}`;

function templateCss(template: Template, p: Palette, background: string | null): string {
  switch (template) {
    case 'bold':
      return `
.artist { font-size: 36px; font-weight: 900; text-transform: uppercase; letter-spacing: 0.04em; }
.button {
  font-size: 18px; font-weight: 800; text-transform: uppercase; letter-spacing: 0.06em;
  padding: 18px; border-radius: 4px;
}
.chip { font-weight: 800; text-transform: uppercase; border-radius: 4px; }`;
    case 'gradient': {
      const image = background ? `url("${background}") center / cover no-repeat, ` : '';
      return `
body { background: ${image}linear-gradient(160deg, ${p.background} 0%, ${p.button} 100%); }
.artist { font-weight: 700; }
.button { font-weight: 600; border-radius: 999px; box-shadow: 0 6px 16px rgba(0, 0, 0, 0.25); }`;
    }
    case 'minimal':
      return `
.artist { font-weight: 600; }
.button { font-weight: 600; border-radius: 10px; }`;
  }
}

const labelOf = (entry: PlatformEntry) => entry.display_name.trim() || entry.platform_name;

// A social chip names its network: handles alone ("@lune" four times) would not say which is which.
function socialLabelOf(entry: PlatformEntry): string {
  const shown = entry.display_name.trim();
  return shown && shown !== entry.platform_name
    ? `${entry.platform_name} · ${shown}`
    : entry.platform_name;
}

/** A link when the address is http(s), otherwise plain text: never a javascript: link. */
function entryHtml(entry: PlatformEntry, className: string): string {
  const label = escapeHtml(className === 'chip' ? socialLabelOf(entry) : labelOf(entry));
  const platform = escapeHtml(entry.platform_name);
  const target = linkTarget(entry);
  const item = target
    ? `<a class="${className}" data-platform="${platform}" href="${escapeHtml(target)}" target="_blank" rel="noopener noreferrer">${label}</a>`
    : `<span class="${className} inert" data-platform="${platform}">${label}</span>`;
  return `<li>${item}</li>`;
}

function listHtml(entries: PlatformEntry[], kind: 'streaming' | 'social', label: string): string {
  if (!entries.length) return '';
  const className = kind === 'streaming' ? 'button' : 'chip';
  const items = entries.map((e) => entryHtml(e, className)).join('');
  return `<nav aria-label="${escapeHtml(label)}"><ul class="links ${kind}">${items}</ul></nav>`;
}

export function smartLinkPageHtml(input: SmartLinkPageInput): string {
  const theme = { ...DEFAULT_THEME, ...input.theme };
  const template = templateOf(theme.template_name);
  const palette = paletteOf(theme);
  const background = safeDataImageUrl(input.backgroundImageUrl);
  const signature = theme.use_signature === 1 ? safeDataImageUrl(input.signatureImageUrl) : null;
  const name = input.artistName.trim() || input.texts.artistFallback;
  const customCss = theme.custom_css?.trim() ? neutraliseCss(theme.custom_css) : '';
  const streaming = listHtml(
    shownEntries(input.streaming),
    'streaming',
    input.texts.streamingLabel,
  );
  const social = listHtml(shownEntries(input.social), 'social', input.texts.socialLabel);

  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(input.lang ?? 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(PAGE_CSP)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(name)}</title>`,
    `<style>${baseCss(palette, background, signature)}${templateCss(template, palette, background)}</style>`,
    // After the template's styles, so that it wins.
    customCss ? `<style>${customCss}</style>` : '',
    '</head>',
    `<body class="template-${template}">`,
    '<main class="page">',
    `<h1 class="artist">${escapeHtml(name)}</h1>`,
    streaming,
    social,
    '</main>',
    signature ? '<div class="signature" aria-hidden="true"></div>' : '',
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
}
