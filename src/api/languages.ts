// The contract's languages (Language): the interface's, a bio's and the one sent at sign-in.
// One list for the app and for the demo API, which refuses a bio in any other language.
import { contractList } from './contractList';
import type { Language } from './types';

export const LANGUAGES = contractList<Language>()(['en', 'fr', 'es']);
