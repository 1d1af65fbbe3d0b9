import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { useTheme } from '@mui/material/styles';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { muiComponentTexts, withComponentTexts } from './muiComponentTexts';

/**
 * MUI's components name their own parts (an Autocomplete's Open button, a pagination's
 * landmark and pages) in English unless told otherwise: this gives them the interface language's
 * texts as default props, over whichever theme is current, light or dark. Only the default props
 * change (MUI's DefaultPropsProvider, which its ThemeProvider fills from the theme): the theme
 * itself is not rebuilt, so no styled component sees a new theme, and the texts are made once
 * per language and mode.
 */
export const MuiTexts = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { components } = useTheme();
  const texts = useMemo(() => muiComponentTexts(translate, locale), [translate, locale]);
  const value = useMemo(() => withComponentTexts(components, texts), [components, texts]);
  // MUI types the value as bare props per component, yet reads `{ defaultProps }` entries too,
  // which is what its own ThemeProvider hands it (theme.components).
  return (
    <DefaultPropsProvider value={value as ComponentProps<typeof DefaultPropsProvider>['value']}>
      {children}
    </DefaultPropsProvider>
  );
};
