import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { pageCount } from './pageCount';

/** "Total Artists: 66 · Page 1 of 7", for the current filters. */
export const ArtistStats = () => {
  const translate = useTranslate();
  const { total, page, perPage } = useListContext<Artist>();
  if (total === undefined) return null;
  return (
    <Box
      // Announced politely, so a search or filter tells screen-reader users how many matched.
      aria-live="polite"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 1,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('app.artists.list.total', { total })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.artists.list.page_of', { page, pages: pageCount(total, perPage) })}
      </Typography>
    </Box>
  );
};
