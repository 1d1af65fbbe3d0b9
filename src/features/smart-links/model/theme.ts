// The smart-link page's look (spec 02 §9): three templates, 14 fonts and the default theme an
// artist without saved settings starts from. The templates and the default theme are the
// contract's, shared with the demo API (api/smartLinkTheme.ts); the screen knows them by these
// names.
export {
  DEFAULT_SMART_LINK_THEME as DEFAULT_THEME,
  SMART_LINK_TEMPLATES as TEMPLATES,
} from '@/api/smartLinkTheme';

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
