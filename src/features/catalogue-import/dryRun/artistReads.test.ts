import { describe, expect, it } from 'vitest';
import { serverCheckPlan } from '../duplicates/serverCheckPlan';
import { readArtists } from './artistReads';
import { DryRunCancelled } from './catalogueReads';
import { testArtists, testCatalogue, type TestArtist } from './catalogue.testkit';

/** The look-ups an artists file of `rows` new artists needs: a stage name and an e-mail each. */
const lookUpsFor = (rows: number) =>
  serverCheckPlan(
    'artists',
    Array.from({ length: rows }, (_unused, index) => ({
      stageName: `New Face ${index}`,
      email: `new.face.${index}@example.com`,
    })),
  );

/** Reads with progress: how many reads were announced and how many were made. */
function reading(signal = new AbortController().signal) {
  const progress = { planned: 0, read: 0 };
  return {
    progress,
    options: {
      signal,
      onRead: () => (progress.read += 1),
      onPlanned: (count: number) => (progress.planned += count),
    },
  };
}

const ids = (records: readonly { id: unknown }[]) => new Set(records.map((record) => record.id));

describe('reading the artists a file may repeat', () => {
  it('reads a small label whole: its size, then one page, whatever the size of the file', async () => {
    const catalogue = testCatalogue(testArtists(35));
    const lookUps = lookUpsFor(2_000);
    const { progress, options } = reading();

    const records = await readArtists(catalogue.provider, lookUps, options);

    expect(lookUps).toHaveLength(4_000);
    expect(catalogue.requests).toEqual(['page 1 of 1', 'page 1 of 1000']);
    expect(ids(records)).toEqual(ids(catalogue.artists));
    expect(progress).toEqual({ planned: 2, read: 2 });
  });

  it('searches a large label once per distinct value, after learning its size', async () => {
    const catalogue = testCatalogue(testArtists(5_000));
    const lookUps = lookUpsFor(2);
    const { progress, options } = reading();

    await readArtists(catalogue.provider, lookUps, options);

    expect(catalogue.requests).toEqual([
      'page 1 of 1',
      ...lookUps.map((read) => `search ${'search' in read.filter ? read.filter.search : ''}`),
    ]);
    expect(progress).toEqual({ planned: 5, read: 5 });
  });

  it('reads a large label whole once the file has more values than the label has pages', async () => {
    const catalogue = testCatalogue(testArtists(5_000));
    const lookUps = lookUpsFor(3);

    const records = await readArtists(catalogue.provider, lookUps, reading().options);

    expect(lookUps).toHaveLength(6);
    expect(catalogue.requests).toEqual([
      'page 1 of 1',
      'page 1 of 1000',
      'page 2 of 1000',
      'page 3 of 1000',
      'page 4 of 1000',
      'page 5 of 1000',
    ]);
    expect(records).toHaveLength(5_000);
  });

  it('does not ask the size for one or two look-ups', async () => {
    const catalogue = testCatalogue(testArtists(35));
    await readArtists(catalogue.provider, lookUpsFor(1), reading().options);
    expect(catalogue.requests).toEqual(['search new.face.0@example.com', 'search new face 0']);
  });

  it('reads on when artists are created while the list is read', async () => {
    const artists = testArtists(1_000);
    const catalogue = testCatalogue(artists, {
      beforeAnswer: (request) => {
        if (request === 'page 1 of 1000') {
          artists.push({ id: 1001, stageName: 'Late Comer', email: 'late@example.com' });
        }
      },
    });

    const records = await readArtists(catalogue.provider, lookUpsFor(10), reading().options);

    expect(catalogue.requests).toEqual(['page 1 of 1', 'page 1 of 1000', 'page 2 of 1000']);
    expect(records.map((record) => record.stageName)).toContain('Late Comer');
  });

  it('reads the list again when an artist deleted meanwhile moved the pages under the reading', async () => {
    const artists = testArtists(1_500);
    const catalogue = testCatalogue(artists, {
      beforeAnswer: (request) => {
        // Page 1 is read; then artist 10 goes, and artist 1001 slips from page 2 to page 1.
        if (request === 'page 2 of 1000' && artists[9]?.id === 10) artists.splice(9, 1);
      },
    });
    const records = await readArtists(catalogue.provider, lookUpsFor(4), reading().options);

    expect(catalogue.requests).toEqual([
      'page 1 of 1',
      'page 1 of 1000',
      'page 2 of 1000',
      'page 1 of 1000',
      'page 2 of 1000',
    ]);
    expect(ids(records)).toEqual(ids(artists));
  });

  it('falls back to the searches when the pages never hold every artist counted', async () => {
    // A server whose order changes between requests: page 2 repeats part of page 1.
    const artists = testArtists(1_500);
    const unstable = (rows: TestArtist[], page: number, perPage: number) =>
      page === 2 ? rows.slice(200, 700) : rows.slice((page - 1) * perPage, page * perPage);
    const catalogue = testCatalogue(artists, { pageOf: unstable });

    const { progress, options } = reading();
    await readArtists(catalogue.provider, lookUpsFor(4), options);

    const pages = ['page 1 of 1000', 'page 2 of 1000'];
    expect(catalogue.requests.slice(0, 5)).toEqual(['page 1 of 1', ...pages, ...pages]);
    expect(catalogue.requests.slice(5)).toHaveLength(8);
    expect(catalogue.requests.slice(5).every((request) => request.startsWith('search '))).toBe(
      true,
    );
    expect(progress.planned).toBe(progress.read);
  });

  it('stops once cancelled', async () => {
    const controller = new AbortController();
    const catalogue = testCatalogue(testArtists(35), {
      beforeAnswer: () => controller.abort(),
    });
    await expect(
      readArtists(catalogue.provider, lookUpsFor(100), reading(controller.signal).options),
    ).rejects.toBeInstanceOf(DryRunCancelled);
    expect(catalogue.requests).toEqual(['page 1 of 1']);
  });
});
