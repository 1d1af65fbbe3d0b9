import { describe, expect, it } from 'vitest';
import { statusFilterHonoured } from './statusFilterCheck';

const row = (status: string) => ({ status });

describe('whether a server honoured the status filter', () => {
  it('trusts answers whose records have the status asked and whose totals add up', () => {
    expect(
      statusFilterHonoured({ rows: [row('published')], total: 10 }, [
        { status: 'draft', rows: [row('draft')], total: 3 },
        { status: 'published', rows: [row('published')], total: 7 },
        { status: 'archived', rows: [], total: 0 },
      ]),
    ).toBe(true);
  });

  it('sees an ignored filter in a record of another status', () => {
    expect(
      statusFilterHonoured({ rows: [row('published')], total: 10 }, [
        { status: 'draft', rows: [row('published')], total: 10 },
        { status: 'published', rows: [row('published')], total: 10 },
      ]),
    ).toBe(false);
  });

  it('sees it in the full total for one status while another status exists', () => {
    expect(
      statusFilterHonoured({ rows: [row('draft')], total: 10 }, [
        { status: 'draft', rows: [row('draft')], total: 10 },
        { status: 'published', rows: [], total: 0 },
        { status: 'archived', rows: [row('archived')], total: 1 },
      ]),
    ).toBe(false);
  });

  it('accepts a catalogue entirely in one status', () => {
    expect(
      statusFilterHonoured({ rows: [row('draft')], total: 4 }, [
        { status: 'draft', rows: [row('draft')], total: 4 },
        { status: 'published', rows: [], total: 0 },
      ]),
    ).toBe(true);
  });
});
