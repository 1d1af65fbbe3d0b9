import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { FacebookVideoPlayer } from './FacebookVideoPlayer';
import { facebookLinkOf, pictureOf, type FacebookRecentPost } from './facebookPostTypes';

const KEYS = 'app.artists.facebook_post.viewer';

export interface FacebookMediaViewerProps {
  artistId: number;
  post: FacebookRecentPost;
  /** The attachment shown; null closes the viewer. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The post's photos full size and its video played, with previous/next (arrow keys too). */
export const FacebookMediaViewer = ({
  artistId,
  post,
  index,
  onIndexChange,
  onClose,
}: FacebookMediaViewerProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const count = post.attachments.length;
  const current = index === null ? undefined : post.attachments[index];
  const go = (step: number) => {
    if (index !== null && count > 1) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // A playing video keeps the arrows for seeking.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const position = { index: (index ?? 0) + 1, count };

  return (
    <Dialog
      open={!!current}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(`${KEYS}.title`)}
        <Typography component="span" variant="body2" sx={{ ml: 1, color: 'text.secondary' }}>
          {translate(`${KEYS}.position`, position)}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={translate(`${KEYS}.close`)}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {current && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {count > 1 && (
              <IconButton aria-label={translate(`${KEYS}.previous`)} onClick={() => go(-1)}>
                <ChevronLeftIcon />
              </IconButton>
            )}
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
              {current.type === 'photo' ? (
                <Box
                  component="img"
                  src={pictureOf(current) ?? undefined}
                  alt={translate(`${KEYS}.photo`, position)}
                  sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
                />
              ) : (
                <FacebookVideoPlayer
                  // A new player per attachment: each asks for its own source.
                  key={index}
                  artistId={artistId}
                  videoId={current.videoId ?? null}
                  facebookLink={facebookLinkOf(post, current)}
                  label={translate(`${KEYS}.video`, position)}
                />
              )}
            </Box>
            {count > 1 && (
              <IconButton aria-label={translate(`${KEYS}.next`)} onClick={() => go(1)}>
                <ChevronRightIcon />
              </IconButton>
            )}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
};
