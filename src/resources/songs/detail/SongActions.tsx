import EditIcon from '@mui/icons-material/Edit';
import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { Song } from '@/api/types';
import {
  useAuthenticatedObjectUrl,
  type ObjectUrlState,
} from '@/components/useAuthenticatedObjectUrl';
import { DeleteSongButton } from './DeleteSongButton';
import { DownloadButton } from './DownloadButton';
import { PlayPauseButton } from './PlayPauseButton';
import { ShareButton } from './ShareButton';

/** Why Play and Download cannot be used yet, if they cannot. */
function audioNote(status: ObjectUrlState['status']): string | null {
  if (status === 'idle') return 'app.songs.detail.audio.none';
  if (status === 'loading') return 'app.songs.detail.audio.loading';
  if (status === 'error') return 'app.songs.detail.audio.failed';
  return null;
}

export interface SongActionsProps {
  song: Song;
  onEdit: () => void;
}

/**
 * Play/Pause, Download, Share, Edit and Delete. The audio is served only with the bearer token,
 * so its bytes are fetched once and both Play and Download use their object URL.
 */
export const SongActions = ({ song, onEdit }: SongActionsProps) => {
  const translate = useTranslate();
  const noteId = useId();
  const audio = useAuthenticatedObjectUrl(
    song.audio_file_id !== null ? mediaFileUrl(song.audio_file_id) : null,
  );
  const note = audioNote(audio.status);
  const describedBy = note ? noteId : undefined;

  return (
    <Stack spacing={1}>
      <Stack
        role="group"
        aria-label={translate('app.songs.detail.actions.label')}
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
      >
        <PlayPauseButton url={audio.url} describedBy={describedBy} />
        <DownloadButton song={song} url={audio.url} describedBy={describedBy} />
        <ShareButton song={song} />
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} aria-haspopup="dialog">
          {translate('ra.action.edit')}
        </Button>
        <DeleteSongButton song={song} />
      </Stack>
      {note && (
        <Typography
          id={noteId}
          variant="body2"
          role={audio.status === 'loading' ? 'status' : undefined}
          sx={{ color: audio.status === 'error' ? 'error.main' : 'text.secondary' }}
        >
          {translate(note)}
        </Typography>
      )}
    </Stack>
  );
};
