import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** <html lang> follows the interface language, so screen readers speak it right. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
