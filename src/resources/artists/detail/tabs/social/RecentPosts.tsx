// The page's recent posts: text, date, likes, comments, shares and their photos or videos
// (FacebookPostMedia opens them in the media viewer).
import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FacebookInsights } from '@/api/types';
import { DATE_TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { FacebookPostMedia } from './post';

const KEY = 'app.artists.social.facebook';
const COUNTS = ['likes', 'comments', 'shares'] as const;

export const RecentPosts = ({
  artistId,
  insights,
}: {
  artistId: number;
  insights: FacebookInsights;
}) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const [locale] = useLocaleState();
  const count = new Intl.NumberFormat(locale);

  if (insights.recentPosts.length === 0) {
    return <Typography color="text.secondary">{translate(`${KEY}.no_posts`)}</Typography>;
  }
  return (
    <List aria-label={translate(`${KEY}.recent_posts`)} disablePadding>
      {insights.recentPosts.map((post) => (
        <ListItem key={post.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Typography
            component="time"
            dateTime={post.created_time}
            variant="caption"
            color="text.secondary"
          >
            {formatDate(post.created_time, DATE_TIME_OPTIONS)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>
            {post.message ?? translate(`${KEY}.no_message`)}
          </Typography>
          <Box component="dl" sx={{ display: 'flex', gap: 2, m: 0, mt: 0.5 }}>
            {COUNTS.map((key) => (
              <Stack key={key} direction="row" spacing={0.5}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`${KEY}.${key}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {count.format(post[key])}
                </Typography>
              </Stack>
            ))}
          </Box>
          {post.attachments.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <FacebookPostMedia artistId={artistId} post={post} />
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
};
