import { Box, FormControl, FormHelperText, FormLabel, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { Artist, Song } from '@/api/types';
import { formatDuration } from '@/lib/duration';
import { songIdsInAlbums, useArtistCatalogue } from '../../catalogue/useArtistCatalogue';
import { totalDuration } from '../../catalogue/albumDuration';
import { AvailableSongs, type SongsState } from './AvailableSongs';
import { ChosenTracks } from './ChosenTracks';
import { moveItem } from './reorder';
import { visuallyHidden } from '../../visuallyHidden';

/**
 * The album's ordered tracks (song_ids), chosen from the artist's songs that are on no album yet
 * (a song belongs to one album at most); when editing an album (`albumId`), its own songs count
 * as free. Every change is also said in a live region, since a move by keyboard shows nothing a
 * screen reader would otherwise read.
 */
export const TrackPickerInput = ({
  artist,
  albumId,
}: {
  artist: Pick<Artist, 'id' | 'stageName'>;
  albumId?: number;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.albums.create.tracks.${key}`, options);
  // The content tab's own queries: opened from there, the lists are already in the cache.
  const { songs, albums } = useArtistCatalogue(artist.id);
  const { field, fieldState } = useInput<number[]>({ source: 'song_ids', defaultValue: [] });
  const [announcement, setAnnouncement] = useState('');

  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const allSongs = songs.data ?? [];
  const byId = new Map(allSongs.map((song) => [song.id, song]));
  const taken = songIdsInAlbums(albums.data?.filter((album) => album.id !== albumId));
  const free = allSongs.filter((song) => !taken.has(song.id));
  const tracks = ids.flatMap((id) => byId.get(id) ?? []);

  // Until both lists are in, a song on another album could be offered by mistake.
  const state: SongsState =
    songs.isPending || albums.isPending
      ? 'loading'
      : !songs.data || !albums.data
        ? 'failed'
        : 'ready';

  const change = (next: number[], message: string) => {
    field.onChange(next);
    setAnnouncement(message);
  };
  const add = (song: Song) => {
    const next = [...ids.filter((id) => id !== song.id), song.id];
    change(next, t('added', { title: song.title, position: next.length, total: next.length }));
  };
  const remove = (song: Song) =>
    change(
      ids.filter((id) => id !== song.id),
      t('removed', { title: song.title }),
    );
  const move = (from: number, to: number) => {
    const next = moveItem(ids, from, to);
    const song = byId.get(ids[from] ?? -1);
    if (!song) return;
    const position = next.indexOf(song.id) + 1;
    change(next, t('moved', { title: song.title, position, total: next.length }));
  };

  const error = fieldState.error?.message;

  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('legend')}
      </FormLabel>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AvailableSongs
            artistName={artist.stageName}
            state={state}
            hasSongs={allSongs.length > 0}
            songs={free}
            chosen={new Set(ids)}
            onToggle={(song, checked) => (checked ? add(song) : remove(song))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChosenTracks tracks={tracks} onMove={move} onRemove={remove} />
          {tracks.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {t('summary', {
                smart_count: tracks.length,
                duration: formatDuration(totalDuration(tracks)),
              })}
            </Typography>
          )}
        </Grid>
      </Grid>
      {/* Server messages arrive as text, the form's own as keys: `_` shows either. */}
      {error && <FormHelperText>{translate(error, { _: error })}</FormHelperText>}
      <Box role="status" aria-live="polite" aria-atomic sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
};
