import { Box, CircularProgress } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { toFormValues } from '../model/formValues';
import { SandboxedPageFrame } from '../preview/SandboxedPageFrame';
import { smartLinkPageHtml } from '../preview/smartLinkPageHtml';
import { useImageDataUrl } from '../preview/useImageDataUrl';
import { usePageTexts } from '../preview/usePageTexts';
import type { SmartLinkPageData } from './useSmartLinkPage';
import { FullPage } from './FullPage';

/** The page itself, filling the window, once its images are read (or have failed). */
export const SmartLinkPageView = ({ page }: { page: SmartLinkPageData }) => {
  const translate = useTranslate();
  const { texts, lang } = usePageTexts();
  const values = useMemo(() => toFormValues(page.settings, page.platforms), [page]);
  const { theme } = values;
  const background = useImageDataUrl(theme.background_image_id);
  const signature = useImageDataUrl(theme.use_signature === 1 ? theme.signature_image_id : null);
  const name = page.artist.stageName;
  const html = useMemo(
    () =>
      smartLinkPageHtml({
        theme,
        streaming: values.streaming,
        social: values.social,
        artistName: name,
        backgroundImageUrl: background.url,
        signatureImageUrl: signature.url,
        texts,
        lang,
      }),
    [theme, values, name, background.url, signature.url, texts, lang],
  );

  useEffect(() => {
    const previous = document.title;
    document.title = name;
    return () => {
      document.title = previous;
    };
  }, [name]);

  if (background.isPending || signature.isPending) {
    return (
      <FullPage>
        <CircularProgress aria-label={translate('app.smart_links.preview.screen.loading')} />
      </FullPage>
    );
  }
  return (
    <Box sx={{ position: 'fixed', inset: 0 }}>
      <SandboxedPageFrame
        html={html}
        title={translate('app.smart_links.preview.screen.frame_title', { artist: name })}
      />
    </Box>
  );
};
