// One part of the analytics screen: its title, a Chart / Table switch over the same numbers, a
// CSV export, and its own loading skeleton, error with Retry, or "not available" note, so a
// part that fails never hides the others.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocaleState, useStore, useTranslate } from 'react-admin';
import { LoadFailureAlert } from '@/components/detail/LoadFailureAlert';
import { downloadCsv } from '@/lib/csv/downloadCsv';
import type { FigureTable } from '../figures/figureTable';
import { figuresCsv } from '../figures/figuresCsv';
import { FigureChart, type ChartKind } from './FigureChart';
import { FigureTableView } from './FigureTableView';
import { ViewSwitch, type CardView } from './ViewSwitch';

const KEY = 'app.analytics';

export interface CardLoad {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface AnalyticsCardProps {
  /** The card's stable name, the same in every language: it keeps the card's view. */
  id: string;
  title: string;
  /** What is counted and how, in a sentence under the title. */
  description?: string;
  load: CardLoad;
  /** The numbers, once loaded; none with `unavailable`. */
  table?: FigureTable;
  chart?: ChartKind;
  /** Why this server cannot give these numbers (shown instead of them). */
  unavailable?: string;
  /** A remark on the numbers shown (partial, how they were counted). */
  note?: string;
  /** More under the chart or table (a list of links). */
  children?: ReactNode;
  /** What shows first: the chart, or the table where the rows read best as a list. */
  defaultView?: CardView;
}

export const AnalyticsCard = ({
  id,
  title,
  description,
  load,
  table,
  chart = 'bar',
  unavailable,
  note,
  children,
  defaultView = 'chart',
}: AnalyticsCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  // In react-admin's store, not the card's state: a drill-down and Back find the view chosen.
  const [view, setView] = useStore<CardView>(`analytics.view.${id}`, defaultView);
  const failed = !table && !unavailable && !load.isPending && !!load.error;
  const ready = !!table && !unavailable;

  const exportCsv = () => {
    // Named as the user sees it: the screen's title and the card's, in the interface language.
    if (table) downloadCsv(figuresCsv(table, locale), `${translate(`${KEY}.title`)} ${title}`);
  };

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={load.isPending}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={headingId} component="h3" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {ready && (
            <>
              <ViewSwitch title={title} view={view} onChange={setView} />
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={exportCsv}
                aria-label={translate(`${KEY}.export_label`, { title })}
              >
                {translate(`${KEY}.export`)}
              </Button>
            </>
          )}
        </Stack>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {description}
          </Typography>
        )}
        {load.isPending ? (
          <Box>
            <Skeleton variant="rounded" height={200} />
            <Skeleton width="60%" />
          </Box>
        ) : failed ? (
          <LoadFailureAlert
            error={load.error}
            fallbackKey={`${KEY}.load_failed`}
            onRetry={() => void load.refetch()}
          />
        ) : unavailable ? (
          <Alert severity="info">{unavailable}</Alert>
        ) : table && table.rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{translate(`${KEY}.empty`)}</Typography>
        ) : table ? (
          view === 'chart' ? (
            <FigureChart table={table} kind={chart} />
          ) : (
            <FigureTableView table={table} caption={title} />
          )
        ) : null}
        {note && !load.isPending && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {note}
          </Typography>
        )}
        {!load.isPending && !failed && children}
      </CardContent>
    </Card>
  );
};
