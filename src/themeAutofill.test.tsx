import { CssBaseline, TextField } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { RaThemeOptions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';

/** The style sheets of global styles (MUI's GlobalStyles), which emotion adds one per user. */
const globalStyleSheets = () => document.head.querySelectorAll('style[data-emotion^="css-global"]');

function Page({ theme, withField }: { theme: RaThemeOptions; withField: boolean }) {
  return (
    <ThemeProvider theme={createTheme(theme)}>
      <CssBaseline />
      {withField && <TextField label="Stage name" />}
    </ThemeProvider>
  );
}

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('a text field in the %s theme', (_, theme) => {
  it('opens and closes without a style sheet of its own (which restyles the whole page)', () => {
    const { rerender } = render(<Page theme={theme} withField={false} />);
    const before = globalStyleSheets().length;
    rerender(<Page theme={theme} withField />);
    expect(screen.getByRole('textbox', { name: 'Stage name' })).toBeInTheDocument();
    expect(globalStyleSheets()).toHaveLength(before);
    rerender(<Page theme={theme} withField={false} />);
    expect(globalStyleSheets()).toHaveLength(before);
  });

  // How MUI learns that the browser filled a field in (it then moves the label up).
  it('keeps the autofill animation and its keyframes in the page once', () => {
    render(<Page theme={theme} withField />);
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css.match(/@keyframes mui-auto-fill\{/g)).toHaveLength(1);
    expect(css.match(/@keyframes mui-auto-fill-cancel\{/g)).toHaveLength(1);
    expect(css).toMatch(/:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
  });
});
