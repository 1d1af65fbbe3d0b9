// ra-language-spanish ships CommonJS without types: it is a partial react-admin catalogue.
declare module 'ra-language-spanish' {
  import type { TranslationMessages } from 'react-admin';
  const messages: { ra: Partial<TranslationMessages['ra']> & Record<string, unknown> };
  export default messages;
}
