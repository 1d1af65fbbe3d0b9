// Song requests per status and per month of request. GET /song-requests answers every request
// in one call (no paging, no totals): both cards count its list here and share the query.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { SONG_REQUEST_STATUSES } from '@/api/songRequestStatuses';
import { useFormatNumber } from '@/lib/numbers';
import { listPath, type FigureTable } from '../figures/figureTable';
import { countByMonth, monthKeys, monthLabel } from '../figures/months';
import { useAllSongRequests } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';
const SONG_REQUESTS_PATH = '/song-requests';
export const REQUEST_MONTHS = 12;

export const SongRequestStatusCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useAllSongRequests();
  const table = useMemo<FigureTable | undefined>(
    () =>
      query.data && {
        labelHeader: translate(`${KEY}.headers.status`),
        columns: [
          { id: 'requests', header: translate(`${KEY}.headers.requests`), format: formatNumber },
        ],
        rows: SONG_REQUEST_STATUSES.map((status) => ({
          id: status,
          label: translate(`app.song_requests.status.${status}`),
          href: listPath(SONG_REQUESTS_PATH, { status }),
          values: [query.data.filter((request) => request.status === status).length],
        })),
      },
    [query.data, translate, formatNumber],
  );
  return (
    <AnalyticsCard
      id="song-requests-by-status"
      title={translate(`${KEY}.requests_by_status.title`)}
      description={translate(`${KEY}.requests_by_status.description`)}
      load={query}
      table={table}
      chart="pie"
    />
  );
};

export const SongRequestMonthCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const query = useAllSongRequests();
  const months = useMemo(() => monthKeys(REQUEST_MONTHS, 0), []);
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    const counts = countByMonth(
      query.data.map((request) => request.requested_at),
      months,
    );
    return {
      labelHeader: translate(`${KEY}.headers.month`),
      columns: [
        { id: 'requests', header: translate(`${KEY}.headers.requests`), format: formatNumber },
      ],
      rows: months.map((month, index) => ({
        id: month,
        label: monthLabel(month, locale),
        values: [counts[index] ?? 0],
      })),
    };
  }, [query.data, months, translate, formatNumber, locale]);
  return (
    <AnalyticsCard
      id="song-requests-by-month"
      title={translate(`${KEY}.requests_by_month.title`)}
      description={translate(`${KEY}.requests_by_month.description`)}
      load={query}
      table={table}
    />
  );
};
