// The campaigns launching in the coming weeks, soonest first, each a link to its posts.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { todayIso } from '@/components/promotion/phaseSplit';
import { formatDate } from '@/lib/dates';
import { useFormatNumber } from '@/lib/numbers';
import { campaignPostsPath } from '@/resources/campaigns/paths';
import { addDays, upcomingLaunches } from '../figures/campaignFigures';
import type { FigureTable } from '../figures/figureTable';
import { useAllCampaigns } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';
/** The card looks this many weeks ahead. */
export const LAUNCH_WEEKS = 8;

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
const daysBetween = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

export const LaunchesCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const today = todayIso();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    return {
      labelHeader: translate(`${KEY}.headers.campaign`),
      columns: [
        { id: 'days', header: translate(`${KEY}.headers.days_to_launch`), format: formatNumber },
      ],
      rows: upcomingLaunches(query.data, today, LAUNCH_WEEKS).map((campaign) => ({
        id: String(campaign.id),
        label: translate(`${KEY}.launches.row`, {
          date: formatDate(campaign.launch_date.slice(0, 10), locale),
          name: campaign.name,
          artist: campaign.artist_name,
        }),
        href: campaignPostsPath({ campaignId: campaign.id }),
        values: [daysBetween(today, campaign.launch_date.slice(0, 10))],
      })),
    };
  }, [query.data, translate, formatNumber, locale, today]);
  return (
    <AnalyticsCard
      id="upcoming-launches"
      title={translate(`${KEY}.launches.title`, { weeks: LAUNCH_WEEKS })}
      description={translate(`${KEY}.launches.description`, {
        to: formatDate(addDays(today, LAUNCH_WEEKS * 7), locale),
      })}
      load={query}
      table={table}
      chart="horizontal-bar"
      // A dated list reads best as one; the bars (days to go) are a click away.
      defaultView="table"
    />
  );
};
