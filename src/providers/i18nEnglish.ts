// English: react-admin's texts under ours, layered at build time (i18n/catalogues.ts). It is the
// default language and lies under every other one, so a key a catalogue lacks falls back to it.
import englishCatalogue from 'virtual:catalogue/en';

export const english = englishCatalogue;
