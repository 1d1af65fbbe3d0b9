import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';

const KEY = 'app.campaigns.screen.card';

/** Posts, published, scheduled: three figures side by side, each named below its number. */
export const CampaignStats = ({ campaign }: { campaign: Campaign }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const stats = [
    { key: 'posts', value: campaign.total_posts },
    { key: 'published', value: campaign.published_posts },
    { key: 'scheduled', value: campaign.scheduled_posts },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}
    >
      {stats.map((stat) => (
        <Box key={stat.key} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {translate(`${KEY}.${stat.key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, lineHeight: 1.2 }}>
            {count.format(stat.value || 0)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
