import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaFile } from '@/api/types';
import { useFormatFileSize } from '../fileSize';
import { categoryLabelKey } from '../mediaCategories';
import { DATE_TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { formatDuration } from '@/lib/duration';

/** The file's metadata as a description list. */
export const MediaFileFacts = ({ file }: { file: MediaFile }) => {
  const translate = useTranslate();
  const formatSize = useFormatFileSize();
  const formatDate = useFormatDate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.media.detail.${key}`, options);

  const facts: [string, string][] = [
    [t('file_name'), file.original_filename],
    [t('type'), translate(`app.media.upload.type_choice.${file.file_type}`)],
    [t('category'), translate(categoryLabelKey(file.category))],
    [t('subfolder'), file.subcategory || t('no_subfolder')],
    [t('size'), formatSize(file.file_size)],
  ];
  if (file.width && file.height) {
    facts.push([
      t('dimensions'),
      t('dimensions_value', { width: file.width, height: file.height }),
    ]);
  }
  if (file.file_type !== 'photo') {
    // 0 is the API's "could not be read", not a real length.
    facts.push([
      t('duration'),
      file.duration_seconds ? formatDuration(file.duration_seconds) : t('unknown_duration'),
    ]);
  }
  facts.push([t('created'), formatDate(file.created_at, DATE_TIME_OPTIONS)]);

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
