import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { formatDuration } from '@/lib/duration';

export type SongsState = 'loading' | 'failed' | 'ready';

export interface AvailableSongsProps {
  artistName: string;
  state: SongsState;
  /** Whether the artist has a song at all, to tell "no songs" from "all taken". */
  hasSongs: boolean;
  /** The artist's songs on no album yet. */
  songs: readonly Song[];
  chosen: ReadonlySet<number>;
  onToggle: (song: Song, checked: boolean) => void;
}

/** The songs that may go on the album, each with a checkbox that adds it as the last track. */
export const AvailableSongs = ({
  artistName,
  state,
  hasSongs,
  songs,
  chosen,
  onToggle,
}: AvailableSongsProps) => {
  const translate = useTranslate();
  const prefix = useId();
  const headingId = `${prefix}-heading`;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.albums.create.tracks.${key}`, options);

  const body = () => {
    if (state === 'loading') {
      return <Typography role="status">{translate('ra.page.loading')}</Typography>;
    }
    if (state === 'failed') return <Typography color="error">{t('load_failed')}</Typography>;
    if (!songs.length) {
      return (
        <Typography sx={{ color: 'text.secondary' }}>
          {t(hasSongs ? 'none_free' : 'no_songs')}
        </Typography>
      );
    }
    return (
      <Box
        sx={{
          maxHeight: 260,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1,
        }}
      >
        {songs.map((song) => {
          const duration = formatDuration(song.duration_seconds);
          const durationId = `${prefix}-duration-${song.id}`;
          return (
            <Stack
              key={song.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <FormControlLabel
                sx={{ minWidth: 0, mr: 0 }}
                label={song.title}
                control={
                  <Checkbox
                    checked={chosen.has(song.id)}
                    onChange={(_, checked) => onToggle(song, checked)}
                    slotProps={{
                      input: duration ? { 'aria-describedby': durationId } : undefined,
                    }}
                  />
                }
              />
              {duration && (
                <Typography
                  id={durationId}
                  variant="body2"
                  sx={{ color: 'text.secondary', flexShrink: 0 }}
                >
                  {duration}
                </Typography>
              )}
            </Stack>
          );
        })}
      </Box>
    );
  };

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {t('available', { name: artistName })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('available_hint')}
      </Typography>
      {body()}
    </Box>
  );
};
