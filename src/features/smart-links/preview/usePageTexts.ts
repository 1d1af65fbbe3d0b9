import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SmartLinkPageTexts } from './smartLinkPageHtml';

/** The page document's own texts, in the admin's language. */
export function usePageTexts(): { texts: SmartLinkPageTexts; lang: string } {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  return useMemo(
    () => ({
      lang,
      texts: {
        artistFallback: translate('app.smart_links.preview.page.artist_fallback'),
        streamingLabel: translate('app.smart_links.preview.page.streaming_label'),
        socialLabel: translate('app.smart_links.preview.page.social_label'),
      },
    }),
    [translate, lang],
  );
}
