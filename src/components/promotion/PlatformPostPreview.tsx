// How a post will look on its platform: the platform's frame (the artist's avatar and name, the
// platform's name and colours), the image or video, and the caption cut where the feed cuts it,
// with "more" to read it all. Shared by the caption editor, the Build Post dialog and the voice
// card's sample posts.
import { Avatar, Box, Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { Fragment, memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Platform } from '../../api/types';
import { feedCut } from './feedCut';
import { PLATFORM_LOOKS } from './platformLooks';
import { captionParts } from './platformRules';
import { PreviewMediaFrame, type PreviewMedia } from './PreviewMediaFrame';

export type { PreviewMedia } from './PreviewMediaFrame';

const KEY = 'app.platform_preview';

export interface PlatformPostPreviewProps {
  platform: Platform;
  /** The platform's name as the screen shows it. */
  platformName: string;
  /** Who posts: the artist's name, while it is known. */
  author?: string;
  caption: string;
  /** The post's image or video, or a neutral frame; none for a text-only sample. */
  media?: PreviewMedia | 'placeholder';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The text with its hashtags set apart as the platforms show them; memoized per text. */
const CaptionText = memo(function CaptionText({ text, color }: { text: string; color: string }) {
  const parts = useMemo(() => captionParts(text), [text]);
  return parts.map((part, index) =>
    part.hashtag ? (
      <Box key={index} component="span" sx={{ color, fontWeight: 600 }}>
        {part.text}
      </Box>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
});

export const PlatformPostPreview = ({
  platform,
  platformName,
  author,
  caption,
  media,
}: PlatformPostPreviewProps) => {
  const translate = useTranslate();
  const textId = useId();
  const look = PLATFORM_LOOKS[platform];
  const name = author ?? translate(`${KEY}.artist`);
  // Typing stays fluid in a long caption: the preview may follow a keystroke behind.
  const text = useDeferredValue(caption);
  const cut = useMemo(() => feedCut(text, platform), [text, platform]);
  const [expanded, setExpanded] = useState(false);
  const whole = expanded || !cut.cut;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={translate(`${KEY}.label`, { platform: platformName })}
      sx={{ bgcolor: look.background, width: '100%', maxWidth: 420 }}
    >
      <CardHeader
        avatar={
          <Avatar sx={{ background: look.avatar, color: '#fff' }} aria-hidden>
            {initials(name)}
          </Avatar>
        }
        title={name}
        subheader={platformName}
        slotProps={{
          title: { sx: { color: look.text, fontWeight: 600 } },
          subheader: { sx: { color: look.secondary } },
        }}
      />
      {media && <PreviewMediaFrame platform={platform} media={media} />}
      <CardContent>
        <Typography
          id={textId}
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', color: look.text, overflowWrap: 'anywhere' }}
        >
          <CaptionText text={whole ? text : cut.text} color={look.hashtag} />
          {cut.cut && (
            <>
              {expanded ? ' ' : '… '}
              <Link
                component="button"
                type="button"
                variant="body2"
                underline="hover"
                aria-expanded={expanded}
                aria-controls={textId}
                onClick={() => setExpanded((open) => !open)}
                sx={{ color: look.secondary, fontWeight: 600, verticalAlign: 'baseline' }}
              >
                {translate(expanded ? `${KEY}.less` : `${KEY}.more`)}
              </Link>
            </>
          )}
        </Typography>
      </CardContent>
    </Card>
  );
};
