import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/** EN / FR / ES on the sign-in page; the same stored choice as the sidebar's select. */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, value: string | null) => value && setLocale(value)}
      aria-label={translate('app.layout.language')}
    >
      {locales.map(({ locale: value, name }) => (
        <ToggleButton key={value} value={value} lang={value} aria-label={name} sx={{ px: 2 }}>
          {value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
