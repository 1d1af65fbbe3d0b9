import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18nProvider, useLocale, useTranslate } from 'react-admin';
import { hasAppTexts } from '../providers/i18n';
import { MuiTexts } from './muiTexts/MuiTexts';
import { SessionLoading } from './SessionLoading';

/**
 * The signed-in app shows once all its texts are there: the first download carries only the
 * sign-in page's (providers/i18n.ts). Reading the current language again puts its whole
 * catalogue in place; it is usually there already (asked for at sign-in or at start). MUI's
 * components get theirs from it too (the sign-in page uses none that carries a text).
 */
export const AppTexts = ({ children }: { children: ReactNode }) => {
  const locale = useLocale();
  const i18nProvider = useI18nProvider();
  const translate = useTranslate();
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>(() =>
    hasAppTexts(locale) ? 'ready' : 'loading',
  );

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    i18nProvider.changeLocale(locale).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [state, locale, i18nProvider]);

  if (state === 'ready') return <MuiTexts>{children}</MuiTexts>;
  if (state === 'loading') return <SessionLoading />;
  return (
    <Box role="alert" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{translate('app.texts_failed')}</Typography>
        <Button variant="contained" onClick={() => setState('loading')}>
          {translate('app.try_again')}
        </Button>
      </Box>
    </Box>
  );
};
