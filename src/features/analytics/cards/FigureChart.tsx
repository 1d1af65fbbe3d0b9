// A card's numbers drawn for the eye: bars (one series per column) or a pie (one column). A
// click on a bar or a slice opens the records behind it. The table view is the accessible
// alternative (its rows are links), so the drawing is hidden from assistive technologies and
// takes no keyboard focus of its own.
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useNavigateInTransition } from '@/components/navigation/useNavigateInTransition';
import type { FigureTable } from '../figures/figureTable';
import { allWhole, CHAR_WIDTH, shortLabel } from './chartAxes';

export type ChartKind = 'bar' | 'horizontal-bar' | 'stacked-bar' | 'pie';

const HEIGHT = 260;
const LABEL_WIDTH = 260;

export const FigureChart = ({ table, kind }: { table: FigureTable; kind: ChartKind }) => {
  const navigate = useNavigateInTransition();
  const open = (dataIndex: number) => {
    const href = table.rows[dataIndex]?.href;
    if (href) navigate(href);
  };
  const labels = table.rows.map((row) => row.label);

  if (kind === 'pie') {
    const [column] = table.columns;
    return (
      <Box aria-hidden sx={{ height: HEIGHT }}>
        <PieChart
          height={HEIGHT}
          series={[
            {
              data: table.rows.map((row, index) => ({
                id: row.id,
                value: row.values[0] ?? 0,
                label: labels[index],
              })),
              innerRadius: 50,
              valueFormatter: (item) => column?.format(item.value) ?? String(item.value),
            },
          ]}
          onItemClick={(_, item) => open(item.dataIndex)}
          disableKeyboardNavigation
        />
      </Box>
    );
  }

  const horizontal = kind === 'horizontal-bar';
  // Room for the longest name beside the bars, within reason: a longer one is cut at a word by
  // us (the chart would cut it mid-word) and shows whole in the tooltip (the axis' value there).
  const labelWidth = Math.min(
    LABEL_WIDTH,
    Math.max(80, ...labels.map((label) => label.length * CHAR_WIDTH)),
  );
  const maxChars = Math.floor((labelWidth - 8) / CHAR_WIDTH);
  const band = {
    scaleType: 'band' as const,
    data: labels,
    valueFormatter: (label: string, context: { location: string }) =>
      horizontal && context.location === 'tick' ? shortLabel(label, maxChars) : label,
  };
  const format = (value: number) => table.columns[0]?.format(value) ?? '';
  const figures = table.rows.flatMap((row) => row.values);
  // Room for the widest tick (money is long: "CA$12,500.00"), so the chart never cuts it.
  const largest = Math.max(0, ...figures);
  const valuesWidth = Math.max(40, format(largest).length * CHAR_WIDTH + 12);
  // Counted things have no halves: no tick between two whole numbers ("0,5 artist").
  const values = [{ valueFormatter: format, ...(allWhole(figures) && { tickMinStep: 1 }) }];
  return (
    <Box aria-hidden sx={{ height: horizontal ? Math.max(HEIGHT, labels.length * 28) : HEIGHT }}>
      <BarChart
        height={horizontal ? Math.max(HEIGHT, labels.length * 28) : HEIGHT}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? values : [band]}
        yAxis={
          horizontal ? [{ ...band, width: labelWidth }] : [{ ...values[0], width: valuesWidth }]
        }
        hideLegend={table.columns.length < 2}
        series={table.columns.map((column, index) => ({
          id: column.id,
          label: column.header,
          data: table.rows.map((row) => row.values[index] ?? 0),
          valueFormatter: (value: number | null) => (value === null ? '' : column.format(value)),
          ...(kind === 'stacked-bar' && { stack: 'all' }),
        }))}
        onItemClick={(_, item) => open(item.dataIndex)}
        disableKeyboardNavigation
      />
    </Box>
  );
};
