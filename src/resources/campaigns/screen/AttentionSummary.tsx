import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { AttentionAction } from './AttentionAction';
import { attentionSums, type AttentionSum } from './attentionSums';
import { useAllCampaigns } from './useAllCampaigns';

const KEY = 'app.campaigns.screen.attention';

const AttentionCard = ({ sum }: { sum: AttentionSum }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle2"
          sx={{ color: 'text.secondary' }}
        >
          {translate(`${KEY}.${sum.kind}.title`)}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
          {new Intl.NumberFormat(locale).format(sum.total)}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0, px: 2, pb: 2 }}>
        <AttentionAction sum={sum} />
      </CardActions>
    </Card>
  );
};

/**
 * The posts waiting on the label, summed over every campaign (not only the grid's page or
 * filters), shown only while there is something to do.
 */
export const AttentionSummary = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { data } = useAllCampaigns();
  const sums = attentionSums(data ?? []);
  if (!sums.some((sum) => sum.total > 0)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate(`${KEY}.title`)}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {sums.map((sum) => (
          <AttentionCard key={sum.kind} sum={sum} />
        ))}
      </Box>
    </Box>
  );
};
