import { Box, Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SmartLinkFormValues } from '../model/formValues';
import { LinkQrCode } from '@/components/smartLink/LinkQrCode';
import { PhonePreview } from './PhonePreview';

export interface LivePreviewProps {
  artistName: string | null;
  /** The public page's address; null while there is no slug. */
  publicUrl: string | null;
}

/** Wide enough for a readable phone (about 200 px) and the QR code's column beside it. */
const SIDE_BY_SIDE = 380;

/** The manager's right-hand column: the form's page as it will look, and its QR code. */
export const LivePreview = ({ artistName, publicUrl }: LivePreviewProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const { control } = useFormContext<SmartLinkFormValues>();
  const [link_slug, theme, streaming, social] = useWatch({
    control,
    name: ['link_slug', 'theme', 'streaming', 'social'],
  });
  const values = useMemo(
    () => ({ link_slug, theme, streaming, social }),
    [link_slug, theme, streaming, social],
  );

  return (
    <Stack
      component="section"
      spacing={2}
      aria-labelledby={headingId}
      sx={{ containerType: 'inline-size' }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {translate('app.smart_links.preview.title')}
      </Typography>
      {/* The QR code beside the phone, not under it: under a phone of a window's height it was
          below the fold (and, the column being sticky, never scrolled into view). Too narrow
          for both, it goes under the phone. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          [`@container (min-width: ${SIDE_BY_SIDE}px)`]: {
            flexDirection: 'row',
            alignItems: 'flex-start',
            justifyContent: 'center',
          },
        }}
      >
        <Box sx={{ flex: '1 1 0', minWidth: 0, width: '100%', maxWidth: 300 }}>
          <PhonePreview values={values} artistName={artistName} />
        </Box>
        <Box sx={{ flex: '0 0 auto', maxWidth: 180 }}>
          <LinkQrCode publicUrl={publicUrl} />
        </Box>
      </Box>
    </Stack>
  );
};
