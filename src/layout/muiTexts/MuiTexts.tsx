import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { muiComponentTexts, withComponentTexts } from './muiComponentTexts';

/**
 * MUI's components name their own parts (an Autocomplete's Open button, a pagination's
 * landmark and pages) in English unless the theme says otherwise: this adds the interface
 * language's texts to whichever theme is current, light or dark. The extension is made once per
 * language, so MUI merges once per language and mode, not at every render.
 */
export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const extend = useMemo(() => {
    const texts = muiComponentTexts(translate, locale);
    return (outer: Theme) => withComponentTexts(outer, texts);
  }, [translate, locale]);
  return <ThemeProvider theme={extend}>{children}</ThemeProvider>;
};
