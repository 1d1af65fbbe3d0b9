// The live counts under a caption: characters against the platform's limit, and hashtags where
// the platform caps them (spec 9), in red once over.
import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { captionLength, captionLimitOf, captionProblems, hashtagCount } from './platformRules';

const KEY = 'app.campaigns.posts.caption';

export const CaptionCounts = ({
  id,
  caption,
  platform,
}: {
  id: string;
  caption: string;
  platform: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const limit = captionLimitOf(platform);
  const problems = captionProblems(caption, platform);
  return (
    <Stack id={id} direction="row" spacing={2} sx={{ mt: 1 }} aria-live="polite">
      <Typography variant="body2" color={problems.tooLong ? 'error' : 'text.secondary'}>
        {limit
          ? translate(`${KEY}.characters_of`, {
              count: number.format(captionLength(caption)),
              max: number.format(limit.characters),
            })
          : translate(`${KEY}.characters`, { count: number.format(captionLength(caption)) })}
      </Typography>
      {limit?.hashtags !== undefined && (
        <Typography variant="body2" color={problems.tooManyHashtags ? 'error' : 'text.secondary'}>
          {translate(`${KEY}.hashtags_of`, {
            count: number.format(hashtagCount(caption)),
            max: number.format(limit.hashtags),
          })}
        </Typography>
      )}
    </Stack>
  );
};
