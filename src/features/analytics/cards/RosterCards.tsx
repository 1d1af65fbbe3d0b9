// The roster: artists per status and per genre, from the API's totals.
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { genreName } from '@/lib/genreName';
import { useFormatNumber } from '@/lib/numbers';
import { artistListPath } from '@/resources/artists/paths';
import { listPath, type FigureTable } from '../figures/figureTable';
import { useArtistGenreCounts, useArtistStatusCounts } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';

export const ArtistStatusCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useArtistStatusCounts();
  const table = useMemo<FigureTable | undefined>(
    () =>
      query.data && {
        labelHeader: translate(`${KEY}.headers.status`),
        columns: [
          { id: 'artists', header: translate(`${KEY}.headers.artists`), format: formatNumber },
        ],
        rows: query.data.map(({ status, count }) => ({
          id: status,
          label: translate(`app.artists.status.${status}`),
          href: listPath(artistListPath, { status }),
          values: [count],
        })),
      },
    [query.data, translate, formatNumber],
  );
  return (
    <AnalyticsCard
      id="artists-by-status"
      title={translate(`${KEY}.artists_by_status.title`)}
      load={query}
      table={table}
      chart="pie"
    />
  );
};

export const ArtistGenreCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const query = useArtistGenreCounts();
  const table = useMemo<FigureTable | undefined>(
    () =>
      query.data && {
        labelHeader: translate(`${KEY}.headers.genre`),
        columns: [
          { id: 'artists', header: translate(`${KEY}.headers.artists`), format: formatNumber },
        ],
        rows: query.data
          .map(({ genre, count }) => ({
            id: String(genre.id),
            label: genreName(genre, locale),
            href: listPath(artistListPath, { genre: genre.id }),
            values: [count],
          }))
          .sort(
            (a, b) =>
              (b.values[0] ?? 0) - (a.values[0] ?? 0) || a.label.localeCompare(b.label, locale),
          ),
      },
    [query.data, translate, formatNumber, locale],
  );
  return (
    <AnalyticsCard
      id="artists-by-genre"
      title={translate(`${KEY}.artists_by_genre.title`)}
      description={translate(`${KEY}.artists_by_genre.description`)}
      load={query}
      table={table}
      chart="horizontal-bar"
    />
  );
};
