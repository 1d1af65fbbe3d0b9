import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenOverlayTitle } from './overlayTitle';

/** What separates the page's name from the app's in the browser tab. */
const SEPARATOR = ' · ';

/**
 * The browser tab names the page (WCAG 2.4.2): "<page> · Label Admin", the page's name in the
 * interface language; the app's name alone while the page has none yet (a screen still loading).
 * A view open over the page (useOverlayTitle) comes first: "<view> · <page> · Label Admin".
 */
export function useDocumentTitle(pageName: string | undefined): void {
  const translate = useTranslate();
  const appName = translate('app.name');
  const overlayName = useOpenOverlayTitle();
  useEffect(() => {
    document.title = [overlayName, pageName, appName].filter(Boolean).join(SEPARATOR);
  }, [overlayName, pageName, appName]);
}
