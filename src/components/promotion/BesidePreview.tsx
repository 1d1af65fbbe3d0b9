// A caption's field (with its counts and messages) and the post's preview: side by side on wide
// screens, the preview below on narrow ones.
import { Stack, Typography } from '@mui/material';
import { useDeferredValue, type ReactNode } from 'react';
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
  // The field answers first: the preview (a card of its own, with the caption cut as the feed
  // cuts it) is built just after the dialog that holds it has painted, and it follows the typing
  // a step behind, so neither the opening nor a key waits for it.
  const built = useDeferredValue(true, false);
  const caption = useDeferredValue(preview.caption);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>{children}</Stack>
      <Stack spacing={1} sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
          {translate('app.platform_preview.title')}
        </Typography>
        {built && <PlatformPostPreview {...preview} caption={caption} />}
      </Stack>
    </Stack>
  );
};
