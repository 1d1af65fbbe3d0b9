// Beyond the spec: likes, comments and shares of each recent post as stacked bars, oldest
// first. The chart is a picture for sighted users; its text alternative is its description
// plus the recent posts list, which gives every figure shown here. Loaded on its own (lazy):
// the charting library is only fetched when a connected page has posts.
import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FacebookInsights } from '@/api/types';
import { useFormatDate } from '@/lib/dates';
import { engagementPerPost } from './engagement';

const KEY = 'app.artists.social.facebook';
const SERIES = ['likes', 'comments', 'shares'] as const;
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

const EngagementChart = ({ insights }: { insights: FacebookInsights }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);
  const titleId = useId();
  const summaryId = useId();
  const posts = engagementPerPost(insights);
  const days = new Map(posts.map((post) => [post.id, formatDate(post.createdTime, SHORT_DATE)]));
  const title = translate(`${KEY}.chart_title`);
  const summary = translate(`${KEY}.chart_summary`, { count: posts.length });

  return (
    // The figure is named and described here, not by the chart's own title and desc, which
    // x-charts puts as aria-label on an element of role none (axe: aria-prohibited-attr).
    <figure aria-labelledby={titleId} aria-describedby={summaryId} style={{ margin: 0 }}>
      <Typography id={titleId} component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <BarChart
        height={260}
        dataset={posts.map((post) => ({ ...post }))}
        // Keyed by post, not by day: two posts of one day are two bars.
        xAxis={[
          { scaleType: 'band', dataKey: 'id', valueFormatter: (id: string) => days.get(id) ?? '' },
        ]}
        yAxis={[{ valueFormatter: (value: number) => count.format(value) }]}
        series={SERIES.map((key) => ({
          dataKey: key,
          label: translate(`${KEY}.${key}`),
          stack: 'engagement',
          valueFormatter: (value: number | null) => (value === null ? '' : count.format(value)),
        }))}
      />
    </figure>
  );
};

export default EngagementChart;
