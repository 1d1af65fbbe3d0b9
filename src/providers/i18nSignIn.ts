// What the first download carries: react-admin's English texts and ours for the sign-in page
// (i18n/signIn.ts), layered at build time (i18n/catalogues.ts). The rest of the English
// catalogue (i18nEnglish.ts) comes with the signed-in app.
import signInCatalogue from 'virtual:catalogue/sign-in';

export const signInEnglish = signInCatalogue;
