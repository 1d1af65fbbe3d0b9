// The checks over a catalogue as read: every rule in its order, in the page or in the worker's
// engine, and a saved record checked again with the rest.
import { describe, expect, it } from 'vitest';
import type { Album, Artist, Song } from '@/api/types';
import type { CatalogueData } from '../model/types';
import { createCheckEngine, emptyCatalogue } from './checkEngine';
import { runChecks } from './runChecks';
import { TEST_RULES } from './rules.testkit';

const artist = (id: number, stageName: string) => ({ id, stageName }) as Artist;
const song = (id: number, artistId: number, isrc: string | null) =>
  ({ id, artist_id: artistId, title: `Song ${id}`, isrc }) as Song;
const album = (id: number, releaseDate: string | null) =>
  ({ id, title: `Album ${id}`, release_date: releaseDate }) as Album;

function catalogue(): CatalogueData {
  return {
    ...emptyCatalogue('2026-11-15'),
    artists: [artist(1, 'Lune'), artist(2, 'Jayo'), artist(3, 'Mira')],
    songs: [song(10, 1, 'CAABC2600001'), song(11, 1, '  '), song(12, 2, null)],
    albums: [album(20, '2026-11-16'), album(21, '2026-11-15'), album(22, null)],
  };
}

const idsOf = (report: ReturnType<typeof runChecks>, ruleId: string) =>
  report.groups.find((group) => group.ruleId === ruleId)?.findings.map((f) => f.id);

describe('runChecks', () => {
  it('gives every rule its group, in the rules order, with what it found', () => {
    const report = runChecks(catalogue(), TEST_RULES, 1234);
    expect(report.groups.map((group) => group.ruleId)).toEqual(TEST_RULES.map((rule) => rule.id));
    expect(idsOf(report, 'test.songs_without_isrc')).toEqual([11, 12]);
    expect(idsOf(report, 'test.artists_without_songs')).toEqual([3]);
    expect(idsOf(report, 'test.albums_released_later')).toEqual([20]);
    expect(report.checkedAt).toBe(1234);
  });

  it('counts the records of each kind it checked', () => {
    const data = catalogue();
    const report = runChecks(data, TEST_RULES, 0);
    expect(report.checked).toEqual({
      artists: 3,
      songs: 3,
      albums: 3,
      campaigns: 0,
      smartLinks: 0,
    });
  });

  it('gives a group with no findings for a healthy catalogue, and none without rules', () => {
    const healthy = { ...emptyCatalogue('2026-11-15'), artists: [artist(1, 'Lune')] };
    healthy.songs = [song(10, 1, 'CAABC2600001')];
    expect(runChecks(healthy, TEST_RULES, 0).groups.every((g) => g.findings.length === 0)).toBe(
      true,
    );
    expect(runChecks(healthy, [], 0).groups).toEqual([]);
  });
});

describe('the check engine (the worker work)', () => {
  const loaded = () => {
    const engine = createCheckEngine(TEST_RULES);
    const data = catalogue();
    // Page by page, as the read hands them over.
    engine.handle({ type: 'add', kind: 'artists', rows: data.artists.slice(0, 2) });
    engine.handle({ type: 'add', kind: 'artists', rows: data.artists.slice(2) });
    engine.handle({ type: 'add', kind: 'songs', rows: data.songs });
    engine.handle({ type: 'add', kind: 'albums', rows: data.albums });
    return engine;
  };

  it('answers the same report as the checks over the whole catalogue', () => {
    const answer = loaded().handle({ type: 'run', id: 7, today: '2026-11-15', checkedAt: 99 });
    expect(answer).toEqual({
      type: 'report',
      id: 7,
      report: runChecks(catalogue(), TEST_RULES, 99),
    });
  });

  it('checks a saved record again with the rest: its finding goes, a new problem comes', () => {
    const engine = loaded();
    engine.handle({ type: 'run', id: 1, today: '2026-11-15', checkedAt: 5 });
    const fixed = engine.handle({
      type: 'change',
      id: 2,
      kind: 'songs',
      record: { id: 11, isrc: 'CAABC2600002' },
      checkedAt: 5,
    });
    if (fixed?.type !== 'report') throw new Error('No report');
    expect(idsOf(fixed.report, 'test.songs_without_isrc')).toEqual([12]);

    // Song 10 moves to Mira: Lune keeps song 11, Mira has a song now.
    const moved = engine.handle({
      type: 'change',
      id: 3,
      kind: 'songs',
      record: { id: 10, artist_id: 3 },
      checkedAt: 5,
    });
    if (moved?.type !== 'report') throw new Error('No report');
    expect(idsOf(moved.report, 'test.artists_without_songs')).toEqual([]);
  });

  it('answers an error when a rule throws, with the request id', () => {
    const engine = createCheckEngine([
      {
        id: 'broken',
        kind: 'songs',
        fix: { type: 'record' },
        check: () => {
          throw new Error('Rule broke');
        },
      },
    ]);
    expect(engine.handle({ type: 'run', id: 3, today: '2026-11-15', checkedAt: 0 })).toEqual({
      type: 'error',
      id: 3,
      message: 'Rule broke',
    });
  });
});
