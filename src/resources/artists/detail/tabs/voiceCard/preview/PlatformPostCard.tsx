import { Avatar, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '../../../../../../api/types';
import type { PreviewPlatform } from './usePreviewRuns';

interface PlatformLook {
  background: string;
  text: string;
  secondary: string;
  hashtag: string;
  avatar: string;
}

// Each platform's own colours, so the sample reads as it would in its feed.
const LOOKS: Record<PreviewPlatform, PlatformLook> = {
  instagram: {
    background: '#ffffff',
    text: '#262626',
    secondary: '#737373',
    hashtag: '#00376b',
    avatar: 'linear-gradient(45deg, #f09433, #dc2743 50%, #bc1888)',
  },
  tiktok: {
    background: '#121212',
    text: '#ffffff',
    secondary: '#a8a8a8',
    hashtag: '#ffffff',
    avatar: '#fe2c55',
  },
  facebook: {
    background: '#ffffff',
    text: '#050505',
    secondary: '#65676b',
    hashtag: '#0064d1',
    avatar: '#1877f2',
  },
};

const HASHTAG = /(#[\p{L}\p{N}_]+)/u;

/** The post's text with its line breaks, hashtags set apart as the platforms show them. */
const PostText = ({ text, look }: { text: string; look: PlatformLook }) => (
  <Typography
    variant="body2"
    sx={{ whiteSpace: 'pre-line', color: look.text, overflowWrap: 'anywhere' }}
  >
    {text.split(HASHTAG).map((part, index) =>
      HASHTAG.test(part) ? (
        <Box key={index} component="span" sx={{ color: look.hashtag, fontWeight: 600 }}>
          {part}
        </Box>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </Typography>
);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A sample post in a small card dressed like the platform's own (avatar, name, text). */
export const PlatformPostCard = ({
  artist,
  platform,
  post,
}: {
  artist: Artist;
  platform: PreviewPlatform;
  post: string;
}) => {
  const translate = useTranslate();
  const look = LOOKS[platform];
  const platformName = translate(`app.artists.voice_card.preview.platforms.${platform}`);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={translate('app.artists.voice_card.preview.post_label', {
        platform: platformName,
      })}
      sx={{ bgcolor: look.background, maxWidth: 420 }}
    >
      <CardHeader
        avatar={
          <Avatar sx={{ background: look.avatar, color: '#fff' }} aria-hidden>
            {initials(artist.stageName)}
          </Avatar>
        }
        title={artist.stageName}
        subheader={platformName}
        slotProps={{
          title: { sx: { color: look.text, fontWeight: 600 } },
          subheader: { sx: { color: look.secondary } },
        }}
      />
      <CardContent sx={{ pt: 0 }}>
        <PostText text={post} look={look} />
      </CardContent>
    </Card>
  );
};
