// Songs or albums per catalogue status; "not available" when the server ignores the filter.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { catalogueStatusKey } from '@/components/catalogue/catalogueStatus';
import { useFormatNumber } from '@/lib/numbers';
import { albumListPath } from '@/resources/albums/paths';
import { songListPath } from '@/resources/songs/paths';
import { listPath, type FigureTable } from '../figures/figureTable';
import { useCatalogueStatusCounts } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';
const PATHS = { songs: songListPath, albums: albumListPath };

export const CatalogueCard = ({ resource }: { resource: 'songs' | 'albums' }) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useCatalogueStatusCounts(resource);
  const counts = query.data;
  const table = useMemo<FigureTable | undefined>(
    () =>
      counts && {
        labelHeader: translate(`${KEY}.headers.status`),
        columns: [
          {
            id: resource,
            header: translate(`${KEY}.headers.${resource}`),
            format: formatNumber,
          },
        ],
        rows: counts.byStatus.map(({ status, count }) => ({
          id: status,
          label: translate(catalogueStatusKey(status)),
          href: listPath(PATHS[resource], { status }),
          values: [count],
        })),
      },
    [counts, translate, formatNumber, resource],
  );
  return (
    <AnalyticsCard
      id={`${resource}-by-status`}
      title={translate(`${KEY}.${resource}_by_status.title`)}
      load={query}
      table={table}
      chart="pie"
      unavailable={
        counts && !counts.available
          ? translate(`${KEY}.status_unavailable`, { total: counts.total })
          : undefined
      }
    />
  );
};
