import ImageIcon from '@mui/icons-material/Image';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, ButtonBase, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FacebookMediaViewer } from './FacebookMediaViewer';
import { pictureOf, type FacebookRecentPost } from './facebookPostTypes';

const KEYS = 'app.artists.facebook_post';
const SIZE = 72;

export interface FacebookPostMediaProps {
  artistId: number;
  post: FacebookRecentPost;
}

/** A recent post's photos and video as thumbnails; each opens the media viewer. */
export const FacebookPostMedia = ({ artistId, post }: FacebookPostMediaProps) => {
  const translate = useTranslate();
  const [index, setIndex] = useState<number | null>(null);
  const count = post.attachments.length;
  if (!count) return null;
  return (
    <>
      <Stack
        component="ul"
        direction="row"
        aria-label={translate(`${KEYS}.attachments`)}
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {post.attachments.map((attachment, position) => {
          const picture = pictureOf(attachment);
          const isVideo = attachment.type !== 'photo';
          return (
            <li key={position}>
              <ButtonBase
                focusRipple
                aria-haspopup="dialog"
                aria-label={translate(isVideo ? `${KEYS}.open_video` : `${KEYS}.open_photo`, {
                  index: position + 1,
                  count,
                })}
                onClick={() => setIndex(position)}
                sx={{
                  position: 'relative',
                  width: SIZE,
                  height: SIZE,
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                {picture ? (
                  <Box
                    component="img"
                    src={picture}
                    alt=""
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                ) : (
                  !isVideo && <ImageIcon aria-hidden color="action" />
                )}
                {isVideo && (
                  <PlayCircleIcon
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      fontSize: 32,
                      color: 'common.white',
                      filter: 'drop-shadow(0 0 2px rgba(0,0,0,0.7))',
                    }}
                  />
                )}
              </ButtonBase>
            </li>
          );
        })}
      </Stack>
      <FacebookMediaViewer
        artistId={artistId}
        post={post}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
};
