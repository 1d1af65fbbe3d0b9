import TranslateIcon from '@mui/icons-material/Translate';
import { MenuItem, TextField } from '@mui/material';
import { useId, useRef } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useLanguageChangeFocus } from '../components/language/useLanguageChangeFocus';

/**
 * The interface language; react-admin's store keeps the choice in localStorage. The focus
 * stays on the select while the app changes language.
 */
export const LanguageSelect = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const keepFocus = useLanguageChangeFocus('sidebar-language', () =>
    root.current?.querySelector<HTMLElement>('[role="combobox"]'),
  );
  return (
    <TextField
      ref={root}
      id={id}
      select
      size="small"
      fullWidth
      label={compact ? undefined : translate('app.layout.language')}
      value={locale}
      onChange={(event) => {
        keepFocus(event.target.value);
        setLocale(event.target.value);
      }}
      slotProps={{
        select: {
          inputProps: { 'aria-label': translate('app.layout.language') },
          renderValue: compact ? () => <TranslateIcon fontSize="small" /> : undefined,
        },
      }}
    >
      {locales.map(({ locale: value, name }) => (
        <MenuItem key={value} value={value} lang={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
