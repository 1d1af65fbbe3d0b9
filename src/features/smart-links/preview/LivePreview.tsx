import { Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SmartLinkFormValues } from '../model/formValues';
import { LinkQrCode } from './LinkQrCode';
import { PhonePreview } from './PhonePreview';

export interface LivePreviewProps {
  artistName: string | null;
  /** The public page's address; null while there is no slug. */
  publicUrl: string | null;
}

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
    <Stack component="section" spacing={3} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('app.smart_links.preview.title')}
      </Typography>
      <PhonePreview values={values} artistName={artistName} />
      <LinkQrCode publicUrl={publicUrl} />
    </Stack>
  );
};
