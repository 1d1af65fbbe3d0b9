// The smart-link page's look (spec 02 §9): three templates, 14 fonts and the default theme an
// artist without saved settings starts from. (The demo API keeps its own copy in
// mocks/promotion/defaults.ts on purpose: it stands for a server we do not share code with.)
import type { SmartLinkTheme } from '../../../api/types';

export const TEMPLATES = [
  'minimal',
  'bold',
  'gradient',
] as const satisfies readonly SmartLinkTheme['template_name'][];

/** Each font with the generic family the page falls back to when it is not installed. */
export const FONTS: readonly {
  name: string;
  fallback: 'sans-serif' | 'serif' | 'monospace' | 'cursive';
}[] = [
  { name: 'Montserrat', fallback: 'sans-serif' },
  { name: 'Inter', fallback: 'sans-serif' },
  { name: 'Roboto', fallback: 'sans-serif' },
  { name: 'Open Sans', fallback: 'sans-serif' },
  { name: 'Lato', fallback: 'sans-serif' },
  { name: 'Poppins', fallback: 'sans-serif' },
  { name: 'Raleway', fallback: 'sans-serif' },
  { name: 'Oswald', fallback: 'sans-serif' },
  { name: 'Bebas Neue', fallback: 'sans-serif' },
  { name: 'Playfair Display', fallback: 'serif' },
  { name: 'Merriweather', fallback: 'serif' },
  { name: 'Lora', fallback: 'serif' },
  { name: 'Space Mono', fallback: 'monospace' },
  { name: 'Pacifico', fallback: 'cursive' },
];

/** A CSS font-family value for a theme's font: the font, then its generic fallback. */
export function fontStack(name: string): string {
  const fallback = FONTS.find((f) => f.name === name)?.fallback ?? 'sans-serif';
  const quoted = `"${name.replace(/["\\<>;{}]/g, '')}"`;
  return `${quoted}, ${fallback}`;
}

export const DEFAULT_THEME: SmartLinkTheme = {
  template_name: 'minimal',
  background_color: '#000000',
  text_color: '#FFFFFF',
  button_color: '#FF6B00',
  button_text_color: '#FFFFFF',
  font_family: 'Montserrat',
  background_image_id: null,
  use_signature: 0,
  signature_image_id: null,
  signature_color_overlay: '#FFFFFF',
  custom_css: null,
};
