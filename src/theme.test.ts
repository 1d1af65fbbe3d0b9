import {
  createTheme,
  getContrastRatio,
  getOverlayAlpha,
  type Palette,
  type Theme,
} from '@mui/material/styles';
import { blend, decomposeColor } from '@mui/system';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';

// WCAG AA for normal text.
const AA = 4.5;

/**
 * A colour as the eye sees it on `background`: getContrastRatio ignores transparency, and MUI's
 * text colours are translucent (70 % white, 60 % black).
 */
function flatten(colour: string, background: string): string {
  const { type, values } = decomposeColor(colour);
  const opacity = type.endsWith('a') ? (values[3] ?? 1) : 1;
  const [r, g, b] = values;
  return blend(background, `rgb(${r}, ${g}, ${b})`, opacity);
}
const contrast = (text: string, background: string) =>
  getContrastRatio(flatten(text, background), background);

describe('the light theme', () => {
  const { palette } = createTheme(lightTheme);

  // A filled chip or button (its text on its colour) and an outlined one (its colour on a card
  // or on the page) must both reach 4.5:1. axe found MUI's orange at 3.1:1 and its light blue
  // (the "Invitation sent" chip) at 3.9:1.
  const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  describe.each(colours)('the %s colour', (name) => {
    it('carries its text at 4.5:1 or more', () => {
      expect(contrast(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
    });

    it.each([
      ['white', '#ffffff'],
      ['the page background', palette.background.default],
    ])('reads on %s at 4.5:1 or more', (_, background) => {
      expect(contrast(palette[name].main, background)).toBeGreaterThanOrEqual(AA);
    });
  });
});

describe('the dark theme', () => {
  const theme: Theme = createTheme(darkTheme);
  const { palette } = theme;

  it('is dark, with the light theme’s shape, sidebar and fonts', () => {
    const light = createTheme(lightTheme);
    expect(palette.mode).toBe('dark');
    expect(theme.shape).toEqual(light.shape);
    expect(theme.typography.fontFamily).toBe(light.typography.fontFamily);
    expect(darkTheme.sidebar).toEqual(lightTheme.sidebar);
    // The label's own overrides (focus ring, toggle buttons, current sidebar item) in both.
    const ours = ['MuiCssBaseline', 'MuiMenuItem', 'MuiToggleButton', 'MuiListItemButton'];
    for (const options of [lightTheme, darkTheme]) {
      expect(Object.keys(options.components ?? {})).toEqual(
        expect.arrayContaining([...ours, 'RaMenuItemLink']),
      );
    }
  });

  // Dark surfaces get lighter as they rise (MUI's elevation overlay): the page, a card (1), a
  // menu (8) and a dialog (24), the lightest, where text has the least contrast.
  const surfaces: [string, string][] = [
    ['the page', palette.background.default],
    ['a card', blend(palette.background.paper, '#fff', getOverlayAlpha(1))],
    ['a menu', blend(palette.background.paper, '#fff', getOverlayAlpha(8))],
    ['a dialog', blend(palette.background.paper, '#fff', getOverlayAlpha(24))],
  ];

  const texts: [string, string][] = [
    ['primary text', palette.text.primary],
    ['secondary text (captions, unselected toggle buttons)', palette.text.secondary],
    ['disabled-looking text', palette.text.disabled],
  ];
  describe.each(texts)('%s', (_, colour) => {
    it.each(surfaces)('reads on %s at 4.5:1 or more', (__, surface) => {
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(AA);
    });
  });

  // Each colour is text somewhere (links, outlined status chips, error messages, the settings
  // hint's warning.dark) and a fill under its contrast text elsewhere (filled chips, badges,
  // contained buttons).
  const colours = ['primary', 'secondary', 'error', 'warning', 'success', 'info'] as const;
  describe.each(colours)('the %s colour', (name) => {
    const colour: Palette[typeof name] = palette[name];

    it('carries its text at 4.5:1 or more', () => {
      expect(contrast(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(AA);
    });

    it.each(surfaces)('reads on %s at 4.5:1 or more', (_, surface) => {
      expect(contrast(colour.main, surface)).toBeGreaterThanOrEqual(AA);
    });
  });

  it.each(surfaces)('keeps the settings hint (warning.dark) readable on %s', (_, surface) => {
    expect(contrast(palette.warning.dark, surface)).toBeGreaterThanOrEqual(AA);
  });

  it('puts the header’s white text on a dark bar, not on the light violet', () => {
    const overrides = darkTheme.components?.MuiAppBar?.styleOverrides?.colorPrimary;
    expect(overrides).toMatchObject({ color: '#ffffff' });
    const bar = (overrides as { backgroundColor: string }).backgroundColor;
    expect(contrast('#ffffff', bar)).toBeGreaterThanOrEqual(AA);
  });

  it('draws the focus ring in a colour that stands out on the page and the header (3:1)', () => {
    expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThan(3);
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThan(3);
  });
});
