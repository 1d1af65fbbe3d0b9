// The chart's axes as drawn (jsdom lays nothing out, but the chart still writes its tick labels
// for the height it is given): counts without half ticks, long names cut at a word.
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { FigureTable } from '../figures/figureTable';
import { FigureChart, type ChartKind } from './FigureChart';

beforeEach(async () => {
  await signInForTest();
});

const count = new Intl.NumberFormat('en');

const tableOf = (rows: [string, number][]): FigureTable => ({
  labelHeader: 'Status',
  columns: [{ id: 'artists', header: 'Artists', format: (value) => count.format(value) }],
  rows: rows.map(([label, value]) => ({ id: label, label, values: [value] })),
});

const tickLabels = (table: FigureTable, kind: ChartKind) => {
  const { container } = renderWithAdmin(<FigureChart table={table} kind={kind} />);
  return Array.from(container.querySelectorAll('.MuiChartsAxis-tickLabel'), (tick) =>
    (tick.textContent ?? '').trim(),
  );
};

describe('FigureChart', () => {
  it('shows whole numbers only on the axis of a count', () => {
    const table = tableOf([
      ['Active', 1],
      ['Suspended', 2],
    ]);
    const figures = tickLabels(table, 'bar').filter((label) => /^[\d.,]+$/.test(label));
    expect(figures.length).toBeGreaterThan(1);
    expect(figures.filter((label) => !Number.isInteger(Number(label)))).toEqual([]);
  });

  it('cuts a name too long for the room beside the bars at a word, with "…"', () => {
    const long =
      'Dec 12, 2026 · Winter Tales, the acoustic sessions recorded live in Montreal — Nova Reyes';
    const labels = tickLabels(
      tableOf([
        ['Pop', 3],
        [long, 1],
      ]),
      'horizontal-bar',
    );
    expect(labels).toContain('Pop');
    const cut = labels.find((label) => label.endsWith('…')) ?? '';
    expect(cut.length).toBeLessThan(long.length);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // Cut between two words, not inside one.
    expect(long.charAt(kept.length)).toMatch(/[\s·—,]/);
  });
});
