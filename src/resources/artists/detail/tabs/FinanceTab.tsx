import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { NoDataYetTab } from '@/components/detail/NoDataYetTab';
import { DEFAULT_CURRENCY } from '@/lib/money';

const ITEMS = ['revenue', 'royalties', 'streams', 'payouts'].map(
  (item) => `app.no_data.artist_finance.items.${item}`,
);

/**
 * The spec's placeholder with zero values: the API has no revenue, royalty or payout data, so
 * the tab says so, keeps the figures at zero and lists what it would show.
 */
export const FinanceTab = (_props: { artist: Artist }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_CURRENCY });
  const count = new Intl.NumberFormat(locale);
  const figures = [
    { key: 'total_revenue', value: money.format(0) },
    { key: 'streams', value: count.format(0) },
    { key: 'pending_payouts', value: money.format(0) },
  ];

  return (
    <NoDataYetTab
      titleKey="app.artists.detail.finance.title"
      textKey="app.no_data.artist_finance.text"
      itemKeys={ITEMS}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
        }}
      >
        {figures.map(({ key, value }) => (
          <Box key={key} sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(`app.artists.detail.finance.${key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </NoDataYetTab>
  );
};
