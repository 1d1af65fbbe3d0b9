import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useLanguageChangeFocus } from '../../components/language/useLanguageChangeFocus';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * EN / FR / ES on the sign-in page; the same stored choice as the sidebar's select. One Tab
 * stop, on the chosen language (a roving tabindex): the arrow keys move between the languages,
 * Enter or Space picks one, and the focus stays on it while the page changes language.
 */
export const LanguageSwitcher = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keepFocus = useLanguageChangeFocus('login-language', () => buttons.current.get(locale));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    const values = locales.map((entry) => entry.locale);
    const index = values.findIndex((value) => buttons.current.get(value) === event.target);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons.current.get(values[move(index, values.length)])?.focus();
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_event, value: string | null) => {
        if (!value) return;
        keepFocus(value);
        setLocale(value);
      }}
      onKeyDown={onKeyDown}
      aria-label={translate('app.layout.language')}
    >
      {locales.map(({ locale: value, name }) => (
        <ToggleButton
          key={value}
          ref={(element: HTMLButtonElement | null) => {
            if (element) buttons.current.set(value, element);
            else buttons.current.delete(value);
          }}
          value={value}
          lang={value}
          aria-label={name}
          tabIndex={value === locale ? 0 : -1}
          sx={{ px: 2 }}
        >
          {value.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
