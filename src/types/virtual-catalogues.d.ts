// The catalogues vite-plugins/builtCatalogues.ts layers at build time (i18n/catalogues.ts).
declare module 'virtual:catalogue/*' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}
