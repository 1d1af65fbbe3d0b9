import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '@/components/toasts/useToast';

export interface PlayPauseButtonProps {
  /** The audio's object URL; null while it loads or when there is none. */
  url: string | null;
  /** Id of the text saying why the button is disabled. */
  describedBy?: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One button that plays and pauses the song; its name says what a press will do. */
export const PlayPauseButton = ({ url, describedBy }: PlayPauseButtonProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
      return;
    }
    try {
      await element.play();
      setPlaying(true);
    } catch (error) {
      // A pause pressed before playback started also rejects play(): nothing went wrong then.
      if (!isAbort(error)) toast.error('app.songs.detail.audio.play_failed');
    }
  };

  return (
    <>
      <Button
        variant="contained"
        onClick={toggle}
        disabled={!url}
        startIcon={playing ? <PauseIcon /> : <PlayArrowIcon />}
        aria-describedby={describedBy}
      >
        {translate(playing ? 'app.songs.detail.actions.pause' : 'app.songs.detail.actions.play')}
      </Button>
      {url && (
        // Driven by the button only: no controls of its own, and it follows the button's
        // state when playback stops by itself.
        <audio
          ref={audio}
          src={url}
          preload="auto"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
        />
      )}
    </>
  );
};
