// The date and time pickers read and write in the interface language, not the browser's: the
// adapter's date-fns locale sets the field's order and the 12- or 24-hour clock, the pickers' own
// texts (buttons, section names, the calendar's announcements) come from MUI X's catalogues.
// Imported only by the inputs that use pickers, so MUI X stays in the screens' chunks.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { esES, frFR } from '@mui/x-date-pickers/locales';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

type PickerTexts = NonNullable<
  NonNullable<typeof frFR.components.MuiLocalizationProvider.defaultProps>['localeText']
>;

const LANGUAGES: Record<string, { dates: DateFnsLocale; texts?: PickerTexts }> = {
  en: { dates: enUS },
  fr: { dates: fr, texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText },
  es: { dates: es, texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
};

/** Gives the pickers inside it the interface language, following it when it changes. */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const language = LANGUAGES[locale] ?? LANGUAGES.en!;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={language.dates}
      localeText={language.texts}
    >
      {children}
    </LocalizationProvider>
  );
};
