// Plans as the dry run hands them over, for the run's tests.
import type { Song, SongCreate } from '@/api/types';
import { createDataProvider } from '@/providers/data';
import type { ImportPlan, PlannedRow } from './importPlan';

export const SONG_HEADERS = ['Title', 'Artist', 'Mood'];
export const SONG_COLUMNS = ['title', 'artist', 'mood'];

/** A row to create: line, title, artist id (the file names the artist by id). */
export const songToCreate = (
  line: number,
  title: string,
  artistId: number,
): PlannedRow<'songs'> => ({
  line,
  cells: [title, String(artistId), 'Calm'],
  fate: 'create',
  body: { artistId, title, mood: 'Calm' } satisfies SongCreate,
});

export function songPlan(rows: PlannedRow<'songs'>[], fileName = 'songs.csv'): ImportPlan<'songs'> {
  return { kind: 'songs', fileName, headers: SONG_HEADERS, columns: SONG_COLUMNS, rows };
}

/** The rows of songPlan of each fate, for tests of what is written out. */
export const refusedSong = (line: number, title: string): PlannedRow<'songs'> => ({
  line,
  cells: [title, 'Nobody', 'Calm'],
  fate: 'refused',
  reasons: [
    {
      field: 'artist',
      message: 'app.catalogue_import.validation.artist_unknown',
      args: { value: 'Nobody' },
    },
  ],
});

export const duplicateSong = (
  line: number,
  title: string,
  firstLine: number,
): PlannedRow<'songs'> => ({
  line,
  cells: [title, '1', 'Calm'],
  fate: 'duplicate',
  reasons: [
    {
      field: 'title',
      message: 'app.catalogue_import.duplicates.title_in_file',
      args: { line: firstLine },
    },
  ],
});

/** The artist's songs titled `title`, as the API serves them now (read as the signed-in user). */
export async function songsTitled(artistId: number, title: string): Promise<Song[]> {
  const { data } = await createDataProvider().getList<Song>('songs', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { artist_id: artistId },
  });
  return data.filter((song) => song.title === title);
}
