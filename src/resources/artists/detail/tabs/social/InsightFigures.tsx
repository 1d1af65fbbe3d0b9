// The page's totals and, beyond the spec, the engagement rate ("—" without impressions).
import { Box, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FacebookInsights } from '@/api/types';
import { useFormatPercent } from '@/lib/numbers';
import { engagementRate } from './engagement';

const KEY = 'app.artists.social.facebook';

export const InsightFigures = ({ insights }: { insights: FacebookInsights }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const formatPercent = useFormatPercent(2);
  const rate = engagementRate(insights);
  const figures = [
    { key: 'followers', value: count.format(insights.followers) },
    { key: 'impressions', value: count.format(insights.totalImpressions) },
    { key: 'engagement', value: count.format(insights.totalEngagement) },
    { key: 'engagement_rate', value: rate === null ? '—' : formatPercent(rate) },
  ];
  return (
    <Box
      component="dl"
      aria-label={translate(`${KEY}.figures`)}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        gap: 2,
        m: 0,
      }}
    >
      {figures.map(({ key, value }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`${KEY}.${key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
