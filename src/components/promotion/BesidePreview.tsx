// A caption's field (with its counts and messages) and the post's preview: side by side on wide
// screens, the preview below on narrow ones.
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PlatformPostPreview, type PlatformPostPreviewProps } from './PlatformPostPreview';

export const BesidePreview = ({
  children,
  preview,
}: {
  children: ReactNode;
  preview: PlatformPostPreviewProps;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Stack>
      <Stack spacing={1} sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
          {translate('app.platform_preview.title')}
        </Typography>
        <PlatformPostPreview {...preview} />
      </Stack>
    </Stack>
  );
};
