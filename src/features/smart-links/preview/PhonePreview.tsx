import { Box, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { shownEntries, type SmartLinkFormValues } from '../model/formValues';
import { SandboxedPageFrame } from './SandboxedPageFrame';
import { smartLinkPageHtml } from './smartLinkPageHtml';
import { useDebouncedValue } from './useDebouncedValue';
import { useImageDataUrl } from './useImageDataUrl';
import { usePageTexts } from './usePageTexts';

/** Typing stays fluid: the frame reloads once the document has stopped changing this long. */
export const PREVIEW_DELAY_MS = 150;

export interface PhonePreviewProps {
  values: SmartLinkFormValues;
  /** null while no artist is chosen. */
  artistName: string | null;
}

/** The public page as a phone shows it, in a sandboxed frame the page's CSS cannot escape. */
export const PhonePreview = ({ values, artistName }: PhonePreviewProps) => {
  const translate = useTranslate();
  const { texts, lang } = usePageTexts();
  const { theme, streaming, social } = values;
  const background = useImageDataUrl(theme.background_image_id);
  const signature = useImageDataUrl(theme.use_signature === 1 ? theme.signature_image_id : null);
  const html = useMemo(
    () =>
      smartLinkPageHtml({
        theme,
        streaming,
        social,
        artistName: artistName ?? '',
        backgroundImageUrl: background.url,
        signatureImageUrl: signature.url,
        texts,
        lang,
      }),
    [theme, streaming, social, artistName, background.url, signature.url, texts, lang],
  );
  const settledHtml = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const nothingShown = shownEntries(streaming).length === 0 && shownEntries(social).length === 0;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          position: 'relative',
          width: 300,
          maxWidth: '100%',
          aspectRatio: '9 / 19',
          p: 1.25,
          borderRadius: '44px',
          bgcolor: 'grey.900',
          boxShadow: 6,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 10,
            left: '50%',
            transform: 'translateX(-50%)',
            width: '36%',
            height: 22,
            bgcolor: 'grey.900',
            borderBottomLeftRadius: 14,
            borderBottomRightRadius: 14,
            zIndex: 1,
          }}
        />
        <SandboxedPageFrame
          html={settledHtml}
          title={translate('app.smart_links.preview.frame_title')}
          sx={{ borderRadius: '34px', bgcolor: 'common.black' }}
        />
      </Box>
      {nothingShown && (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {translate('app.smart_links.preview.empty_hint')}
        </Typography>
      )}
    </Stack>
  );
};
