// Albums per month of release, over the last twelve months and the next six. The contract has
// no date filter: the albums are read newest release first, up to the window's start
// (getAlbumReleases). A month opens the album list sorted by release date, the closest the
// list comes to a month filter.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormatNumber } from '@/lib/numbers';
import { albumListPath } from '@/resources/albums/paths';
import { listPath, type FigureTable } from '../figures/figureTable';
import { RELEASE_MONTHS, releasesFrom } from '../analyticsLoads';
import { countByMonth, monthKeys, monthLabel } from '../figures/months';
import { useAlbumReleases } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics.releases';
const BY_RELEASE_DATE = listPath(albumListPath, {}, { field: 'release_date', order: 'DESC' });

export const ReleasesCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const months = useMemo(() => monthKeys(RELEASE_MONTHS.before, RELEASE_MONTHS.after), []);
  const query = useAlbumReleases(releasesFrom());
  const releases = query.data;
  const table = useMemo<FigureTable | undefined>(() => {
    if (!releases) return undefined;
    const counts = countByMonth(releases.dates, months);
    return {
      labelHeader: translate('app.analytics.headers.month'),
      columns: [
        {
          id: 'albums',
          header: translate('app.analytics.headers.releases'),
          format: formatNumber,
        },
      ],
      rows: months.map((month, index) => ({
        id: month,
        label: monthLabel(month, locale),
        href: BY_RELEASE_DATE,
        values: [counts[index] ?? 0],
      })),
    };
  }, [releases, months, translate, formatNumber, locale]);

  const partial =
    releases && !releases.complete
      ? translate(releases.unordered ? `${KEY}.partial_unordered` : `${KEY}.partial`, {
          read: releases.read,
          total: releases.total,
        })
      : undefined;
  return (
    <AnalyticsCard
      id="releases-per-month"
      title={translate(`${KEY}.title`)}
      description={translate(`${KEY}.description`)}
      load={query}
      table={table}
      note={partial}
    />
  );
};
