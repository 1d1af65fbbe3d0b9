// What the first download carries: react-admin's English texts and ours for the sign-in page
// (i18n/signIn.ts). The rest of the English catalogue (i18nEnglish.ts) comes with the
// signed-in app.
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { deployMessages } from '../../i18n/deploy';
import { signInMessages } from '../../i18n/signIn';

export const signInEnglish = mergeTranslations(englishMessages, {
  // The sign-in page names the API it could not reach (loginError.ts).
  app: { ...signInMessages.en, deploy: { api_unreachable: deployMessages.en.api_unreachable } },
}) as TranslationMessages;
