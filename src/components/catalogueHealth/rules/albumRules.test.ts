import { describe, expect, it } from 'vitest';
import type { Album } from '@/api/types';
import type { HealthRule } from '../model/types';
import {
  albumDraftPastRelease,
  albumPublishedFutureRelease,
  albumPublishedWithoutUpc,
  albumUpcDuplicate,
  albumUpcMalformed,
  albumWithoutCover,
  albumWithoutTracks,
} from './albumRules';
import { album, catalogue, TODAY } from './records.testkit';

const idsFound = (rule: HealthRule, albums: Album[]) =>
  rule.check(catalogue({ albums })).map((finding) => finding.id);
const valuesFound = (rule: HealthRule, albums: Album[]) =>
  rule.check(catalogue({ albums })).map((finding) => [finding.id, finding.value]);

describe('albums.published_without_upc', () => {
  it('counts null, empty and white-space UPCs of published albums as missing', () => {
    const albums = [
      album({ id: 1, upc: null }),
      album({ id: 2, upc: '' }),
      album({ id: 3, upc: '   ' }),
      album({ id: 4, upc: '036000291452' }),
      album({ id: 5, upc: null, status: 'draft' }),
    ];
    expect(idsFound(albumPublishedWithoutUpc, albums)).toEqual([1, 2, 3]);
    expect(albumPublishedWithoutUpc.fix).toEqual({ type: 'inline', field: 'upc' });
  });

  it('names the album and its artist', () => {
    expect(albumPublishedWithoutUpc.check(catalogue({ albums: [album({ upc: null })] }))).toEqual([
      { id: 1, name: 'Lumières de la ville', artistId: 1, artistName: 'Lune Rivière' },
    ]);
  });
});

describe('albums.upc_malformed', () => {
  it('finds what the album form refuses, with the UPC as stored', () => {
    const albums = [
      album({ id: 1, upc: '036000291453' }), // wrong check digit
      album({ id: 2, upc: '03600029145A', status: 'draft' }),
      album({ id: 3, upc: '123456789012345678901' }), // 21 digits
      album({ id: 4, upc: '0360-0029-1452' }),
    ];
    expect(valuesFound(albumUpcMalformed, albums)).toEqual([
      [1, '036000291453'],
      [2, '03600029145A'],
      [3, '123456789012345678901'],
      [4, '0360-0029-1452'],
    ]);
  });

  it('accepts valid UPC-A and EAN-13 codes, spaces around them, and no UPC at all', () => {
    const albums = [
      album({ id: 1, upc: '036000291452' }),
      album({ id: 2, upc: ' 4006381333931 ' }),
      album({ id: 3, upc: null }),
      album({ id: 4, upc: '' }),
      album({ id: 5, upc: '  ' }),
      album({ id: 6, upc: '12345' }), // no check digit below 12 digits
    ];
    expect(idsFound(albumUpcMalformed, albums)).toEqual([]);
  });
});

describe('albums.upc_duplicate', () => {
  it('finds every album sharing a UPC once trimmed, with the UPC as stored', () => {
    const albums = [
      album({ id: 1, upc: '036000291452' }),
      album({ id: 2, upc: '4006381333931' }),
      album({ id: 3, upc: ' 036000291452 ', status: 'archived' }),
    ];
    expect(valuesFound(albumUpcDuplicate, albums)).toEqual([
      [1, '036000291452'],
      [3, ' 036000291452 '],
    ]);
  });

  it('does not pair albums without a UPC', () => {
    const albums = [
      album({ id: 1, upc: null }),
      album({ id: 2, upc: null }),
      album({ id: 3, upc: '' }),
      album({ id: 4, upc: '  ' }),
    ];
    expect(idsFound(albumUpcDuplicate, albums)).toEqual([]);
  });
});

describe('albums.without_cover and albums.without_tracks', () => {
  it('finds albums of any status without a cover', () => {
    const albums = [
      album({ id: 1, cover_image_id: null, status: 'draft' }),
      album({ id: 2, cover_image_id: 0 }),
      album({ id: 3 }),
    ];
    expect(idsFound(albumWithoutCover, albums)).toEqual([1]);
    expect(albumWithoutCover.fix).toEqual({ type: 'record' });
  });

  it('finds albums of any status without a track', () => {
    const albums = [album({ id: 1, songs: [], status: 'draft' }), album({ id: 2 })];
    expect(idsFound(albumWithoutTracks, albums)).toEqual([1]);
    expect(albumWithoutTracks.fix).toEqual({ type: 'record' });
  });
});

describe('albums.draft_past_release', () => {
  it('finds drafts released before today, not today nor later, with the date', () => {
    const albums = [
      album({ id: 1, status: 'draft', release_date: '2026-11-14' }),
      album({ id: 2, status: 'draft', release_date: TODAY }),
      album({ id: 3, status: 'draft', release_date: '2026-11-16' }),
      album({ id: 4, status: 'draft', release_date: null }),
      album({ id: 5, status: 'draft', release_date: '' }),
      album({ id: 6, status: 'published', release_date: '2020-01-01' }),
      album({ id: 7, status: 'draft', release_date: '2019-12-31' }),
    ];
    expect(valuesFound(albumDraftPastRelease, albums)).toEqual([
      [1, '2026-11-14'],
      [7, '2019-12-31'],
    ]);
    expect(albumDraftPastRelease.fix).toEqual({ type: 'bulk', resource: 'albums' });
  });
});

describe('albums.published_future_release', () => {
  it('finds published albums released after today, not today nor before, with the date', () => {
    const albums = [
      album({ id: 1, release_date: '2026-11-16' }),
      album({ id: 2, release_date: TODAY }),
      album({ id: 3, release_date: '2026-11-14' }),
      album({ id: 4, release_date: null }),
      album({ id: 5, status: 'draft', release_date: '2027-01-01' }),
      album({ id: 6, release_date: '2027-03-01' }),
    ];
    expect(valuesFound(albumPublishedFutureRelease, albums)).toEqual([
      [1, '2026-11-16'],
      [6, '2027-03-01'],
    ]);
    expect(albumPublishedFutureRelease.fix).toEqual({ type: 'bulk', resource: 'albums' });
  });
});
