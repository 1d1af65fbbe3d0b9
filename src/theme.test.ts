import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { palette } = createTheme(theme);

// WCAG AA for normal text: a filled chip or button (its text on its colour) and an outlined one
// (its colour on a card or on the page) must both reach 4.5:1. axe found MUI's orange at 3.1:1.
describe.each(['primary', 'secondary', 'warning'] as const)('the %s colour', (name) => {
  it('carries its text at 4.5:1 or more', () => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it.each([
    ['white', '#ffffff'],
    ['the page background', palette.background.default],
  ])('reads on %s at 4.5:1 or more', (_, background) => {
    expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(4.5);
  });
});
