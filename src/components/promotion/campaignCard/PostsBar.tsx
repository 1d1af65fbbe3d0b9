import { Box, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { BREAKDOWN_COLOURS, postsBreakdown } from '../postsBreakdown';

const KEY = 'app.campaigns.screen.posts_bar';

/**
 * How far the campaign's posts have gone: a stacked bar, drawn for the eye only, and its legend,
 * a list of the same counts in words that every user (and a screen reader) reads.
 */
export const PostsBar = ({ campaign }: { campaign: Campaign }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const colours = BREAKDOWN_COLOURS[useTheme().palette.mode];
  const slices = postsBreakdown(campaign);
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  if (!total) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(`${KEY}.none`)}
      </Typography>
    );
  }
  const count = new Intl.NumberFormat(locale);
  return (
    <Box>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          height: 8,
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          // A hair between slices, so two neighbouring colours never merge.
          gap: '2px',
        }}
      >
        {slices.map((slice) => (
          <Box
            key={slice.part}
            sx={{ flexGrow: slice.count, flexBasis: 0, bgcolor: colours[slice.part] }}
          />
        ))}
      </Box>
      <Box
        component="ul"
        aria-label={translate(`${KEY}.label`)}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.25,
          p: 0,
          m: 0,
          mt: 0.75,
        }}
      >
        {slices.map((slice) => (
          <Typography
            key={slice.part}
            component="li"
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
          >
            <Box
              aria-hidden
              component="span"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: colours[slice.part],
              }}
            />
            {translate(`${KEY}.item`, {
              status: translate(`${KEY}.${slice.part}`),
              count: count.format(slice.count),
            })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
