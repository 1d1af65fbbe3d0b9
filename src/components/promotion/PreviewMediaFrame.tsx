// The image or video frame of a post preview: a file of the computer (its object URL), a file the
// API serves (fetched with the token), or a neutral frame while there is none.
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Box, Skeleton } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PLATFORM_RULES } from '../../api/platformRules';
import type { Platform } from '../../api/types';
import { holdObjectUrl, objectUrlOf } from '../../lib/objectUrls';
import { useAuthenticatedObjectUrl } from '../useAuthenticatedObjectUrl';
import { PLATFORM_LOOKS } from './platformLooks';
import type { MediaKind } from './platformRules';

const KEY = 'app.platform_preview';

/** A frame is never taller than this, whatever its ratio (TikTok's 9:16 would fill a dialog). */
const MAX_HEIGHT = 320;

export interface PreviewMedia {
  /** Null when the file is neither an image nor a video. */
  kind: MediaKind | null;
  name: string;
  /** A file of the computer, or the URL of a file the API serves. */
  source: Blob | string;
}

/** The platform's first ratio for the kind (spec 9): the shape its feed shows. */
const frameRatio = (platform: Platform, kind: MediaKind | null) => {
  const rules = PLATFORM_RULES[platform];
  const limits = kind === 'image' || (kind === null && rules.image) ? rules.image : null;
  return (limits ?? rules.video).ratios[0];
};

const Frame = ({
  platform,
  kind,
  children,
}: {
  platform: Platform;
  kind: MediaKind | null;
  children: ReactNode;
}) => {
  const { width, height } = frameRatio(platform, kind);
  return (
    <Box
      sx={{
        aspectRatio: `${width} / ${height}`,
        width: '100%',
        maxWidth: (MAX_HEIGHT * width) / height,
        mx: 'auto',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        bgcolor: PLATFORM_LOOKS[platform].frame,
        color: PLATFORM_LOOKS[platform].secondary,
      }}
    >
      {children}
    </Box>
  );
};

const FILL = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;

const Shown = ({ media, url }: { media: PreviewMedia; url: string }) => {
  const translate = useTranslate();
  const label = translate(`${KEY}.media`, { name: media.name });
  if (media.kind === 'image') return <Box component="img" src={url} alt={label} sx={FILL} />;
  if (media.kind === 'video') {
    // A still frame, named as an image: no controls, nothing that plays or takes the focus.
    return (
      <Box
        component="video"
        src={url}
        muted
        playsInline
        preload="metadata"
        role="img"
        aria-label={label}
        sx={FILL}
      />
    );
  }
  return <Empty />;
};

const Empty = () => {
  const translate = useTranslate();
  return <ImageIcon titleAccess={translate(`${KEY}.placeholder`)} fontSize="large" />;
};

const LocalFile = ({ media, file }: { media: PreviewMedia; file: Blob }) => {
  useEffect(() => holdObjectUrl(file), [file]);
  return <Shown media={media} url={objectUrlOf(file)} />;
};

const ServedFile = ({ media, src }: { media: PreviewMedia; src: string }) => {
  const translate = useTranslate();
  const { status, url } = useAuthenticatedObjectUrl(src);
  if (status === 'ready') return <Shown media={media} url={url} />;
  if (status === 'error') {
    return <BrokenImageIcon titleAccess={translate(`${KEY}.media_failed`)} fontSize="large" />;
  }
  return <Skeleton variant="rectangular" width="100%" height="100%" aria-hidden />;
};

export const PreviewMediaFrame = ({
  platform,
  media,
}: {
  platform: Platform;
  media: PreviewMedia | 'placeholder';
}) => {
  if (media === 'placeholder') {
    return (
      <Frame platform={platform} kind={null}>
        <Empty />
      </Frame>
    );
  }
  const { source } = media;
  return (
    <Frame platform={platform} kind={media.kind}>
      {typeof source === 'string' ? (
        <ServedFile media={media} src={source} />
      ) : (
        <LocalFile media={media} file={source} />
      )}
    </Frame>
  );
};
