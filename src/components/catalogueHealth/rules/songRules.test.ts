import { describe, expect, it } from 'vitest';
import type { HealthRule } from '../model/types';
import {
  songIsrcDuplicate,
  songIsrcMalformed,
  songPublishedWithoutAudio,
  songPublishedWithoutIsrc,
  songPublishedWithoutReleaseDate,
  songWithoutDuration,
} from './songRules';
import { catalogue, song } from './records.testkit';
import type { Song } from '@/api/types';

const idsFound = (rule: HealthRule, songs: Song[]) =>
  rule.check(catalogue({ songs })).map((finding) => finding.id);

describe('songs.published_without_audio', () => {
  it('finds published songs without an audio file, whatever else they have', () => {
    const songs = [
      song({ id: 1, audio_file_id: null }),
      song({ id: 2, audio_file_id: 9 }),
      song({ id: 3, audio_file_id: null, status: 'draft' }),
      song({ id: 4, audio_file_id: null, status: 'archived' }),
    ];
    expect(idsFound(songPublishedWithoutAudio, songs)).toEqual([1]);
  });

  it('names the song and its artist, and offers the record as the fix', () => {
    const found = songPublishedWithoutAudio.check(
      catalogue({ songs: [song({ id: 5, audio_file_id: null })] }),
    );
    expect(found).toEqual([
      { id: 5, name: 'Néons sur le fleuve', artistId: 1, artistName: 'Lune Rivière' },
    ]);
    expect(songPublishedWithoutAudio.fix).toEqual({ type: 'record' });
  });
});

describe('songs.published_without_isrc', () => {
  it('counts null, empty and white-space ISRCs of published songs as missing', () => {
    const songs = [
      song({ id: 1, isrc: null }),
      song({ id: 2, isrc: '' }),
      song({ id: 3, isrc: ' \t ' }),
      song({ id: 4, isrc: 'CA-LR1-24-00012' }),
      song({ id: 5, isrc: 'nonsense' }),
      song({ id: 6, isrc: null, status: 'draft' }),
    ];
    expect(idsFound(songPublishedWithoutIsrc, songs)).toEqual([1, 2, 3]);
    expect(songPublishedWithoutIsrc.fix).toEqual({ type: 'record' });
  });
});

describe('songs.isrc_malformed', () => {
  it('accepts an ISRC in any case, with or without hyphens and spaces', () => {
    const songs = [
      song({ id: 1, isrc: 'CA-LR1-24-00012' }),
      song({ id: 2, isrc: 'calr12400012' }),
      song({ id: 3, isrc: ' ca lr1 24 00012 ' }),
    ];
    expect(idsFound(songIsrcMalformed, songs)).toEqual([]);
  });

  it('finds ISRCs of the wrong shape, in any status, with the ISRC as stored', () => {
    const songs = [
      song({ id: 1, isrc: 'CA-LR1-24-0012' }),
      song({ id: 2, isrc: 'CA-LR1-2024-00012', status: 'draft' }),
      song({ id: 3, isrc: '1A-LR1-24-00012' }),
      song({ id: 4, isrc: 'CA_LR1_24_00012' }),
    ];
    expect(songIsrcMalformed.check(catalogue({ songs })).map((f) => [f.id, f.value])).toEqual([
      [1, 'CA-LR1-24-0012'],
      [2, 'CA-LR1-2024-00012'],
      [3, '1A-LR1-24-00012'],
      [4, 'CA_LR1_24_00012'],
    ]);
  });

  it('leaves a missing ISRC to the "without ISRC" rule', () => {
    const songs = [
      song({ id: 1, isrc: null }),
      song({ id: 2, isrc: '' }),
      song({ id: 3, isrc: '  ' }),
    ];
    expect(idsFound(songIsrcMalformed, songs)).toEqual([]);
  });
});

describe('songs.isrc_duplicate', () => {
  it('finds every song of a set sharing an ISRC, however each is written', () => {
    const songs = [
      song({ id: 1, isrc: 'CA-LR1-24-00012' }),
      song({ id: 2, isrc: 'CA-LR1-24-00099' }),
      song({ id: 3, isrc: 'ca lr1 24 00012', status: 'draft' }),
      song({ id: 4, isrc: 'CALR12400012' }),
    ];
    expect(songIsrcDuplicate.check(catalogue({ songs })).map((f) => [f.id, f.value])).toEqual([
      [1, 'CA-LR1-24-00012'],
      [3, 'ca lr1 24 00012'],
      [4, 'CALR12400012'],
    ]);
  });

  it('keeps each duplicated set together', () => {
    const songs = [
      song({ id: 1, isrc: 'CA-LR1-24-00001' }),
      song({ id: 2, isrc: 'CA-LR1-24-00002' }),
      song({ id: 3, isrc: 'CA-LR1-24-00001' }),
      song({ id: 4, isrc: 'CA-LR1-24-00002' }),
    ];
    expect(idsFound(songIsrcDuplicate, songs)).toEqual([1, 3, 2, 4]);
  });

  it('does not pair missing or malformed ISRCs', () => {
    const songs = [
      song({ id: 1, isrc: null }),
      song({ id: 2, isrc: null }),
      song({ id: 3, isrc: '' }),
      song({ id: 4, isrc: ' ' }),
      song({ id: 5, isrc: 'oops' }),
      song({ id: 6, isrc: 'oops' }),
    ];
    expect(idsFound(songIsrcDuplicate, songs)).toEqual([]);
  });
});

describe('songs.published_without_release_date', () => {
  it('finds published songs with no release date', () => {
    const songs = [
      song({ id: 1, release_date: null }),
      song({ id: 2, release_date: '' }),
      song({ id: 3, release_date: '2026-01-01' }),
      song({ id: 4, release_date: null, status: 'draft' }),
    ];
    expect(idsFound(songPublishedWithoutReleaseDate, songs)).toEqual([1, 2]);
  });

  it('is fixed on the song’s page: the contract’s song update takes no release date', () => {
    expect(songPublishedWithoutReleaseDate.fix).toEqual({ type: 'record' });
  });
});

describe('songs.without_duration', () => {
  it('finds songs of any status whose duration is missing, zero or negative', () => {
    const songs = [
      song({ id: 1, duration_seconds: null }),
      song({ id: 2, duration_seconds: 0, status: 'draft' }),
      song({ id: 3, duration_seconds: -5 }),
      song({ id: 4, duration_seconds: 1 }),
      song({ id: 5, duration_seconds: 3600 }),
    ];
    expect(idsFound(songWithoutDuration, songs)).toEqual([1, 2, 3]);
    expect(songWithoutDuration.fix).toEqual({ type: 'inline', field: 'duration_seconds' });
  });
});
