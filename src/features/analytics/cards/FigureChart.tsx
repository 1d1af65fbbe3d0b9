// A card's numbers drawn for the eye: bars (one series per column) or a pie (one column). A
// click on a bar or a slice opens the records behind it. The table view is the accessible
// alternative (its rows are links), so the drawing is hidden from assistive technologies and
// takes no keyboard focus of its own.
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useNavigateInTransition } from '@/components/navigation/useNavigateInTransition';
import type { FigureTable } from '../figures/figureTable';

export type ChartKind = 'bar' | 'horizontal-bar' | 'stacked-bar' | 'pie';

const HEIGHT = 260;

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
  // Room for the longest name beside the bars, within reason (longer ones are cut by the chart).
  const labelWidth = Math.min(260, Math.max(80, ...labels.map((label) => label.length * 7)));
  const band = { scaleType: 'band' as const, data: labels };
  const format = (value: number) => table.columns[0]?.format(value) ?? '';
  // Room for the widest tick (money is long: "CA$12,500.00"), so the chart never cuts it.
  const largest = Math.max(0, ...table.rows.flatMap((row) => row.values));
  const valuesWidth = Math.max(40, format(largest).length * 7 + 12);
  const values = [{ valueFormatter: format }];
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
