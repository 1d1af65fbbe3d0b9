import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Song } from '@/api/types';
import { useAudioFileName } from './useAudioFileName';

export interface DownloadButtonProps {
  song: Song;
  /** The audio's object URL; null while it loads or when there is none. */
  url: string | null;
  describedBy?: string;
}

/** Saves the song's audio under its original file name: a link to the fetched bytes. */
export const DownloadButton = ({ song, url, describedBy }: DownloadButtonProps) => {
  const translate = useTranslate();
  const fileName = useAudioFileName(song);
  return (
    <Button
      variant="outlined"
      component="a"
      href={url ?? undefined}
      download={fileName}
      disabled={!url}
      startIcon={<DownloadIcon />}
      aria-describedby={describedBy}
    >
      {translate('app.songs.detail.actions.download')}
    </Button>
  );
};
