// English: react-admin's texts under ours. It is the default language and lies under every
// other one, so a key a catalogue lacks falls back to English.
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en';

export const english = mergeTranslations(englishMessages, en) as TranslationMessages;
