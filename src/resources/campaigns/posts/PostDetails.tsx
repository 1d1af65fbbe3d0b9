import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '../../../api/types';
import { platformName } from '../platformName';
import { PostStatusChip } from './PostStatusChip';
import { usePostFormat } from './usePostFormat';
import { visualDescription } from './visualDescription';

const KEY = 'app.campaigns.posts.details';

export interface PostDetailsProps {
  postId: string;
  /** The post, or undefined when the campaign has no post with that id. */
  post: CampaignPost | undefined;
  currency: string;
  /** The campaign's production description language: the visual description's first choice. */
  descriptionLanguage: 'en' | 'fr';
  onClose: () => void;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section">
    <Typography component="h4" variant="subtitle2" sx={{ color: 'text.secondary', mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const Text = ({ children, muted = false }: { children: ReactNode; muted?: boolean }) => (
  <Typography
    variant="body2"
    sx={{
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      ...(muted && { color: 'text.secondary', fontStyle: 'italic' }),
    }}
  >
    {children}
  </Typography>
);

/**
 * One post of the campaign, beside its table (spec 2, post detail drawer): what it says, when
 * and where it goes out, its budget, why the artist rejected it, and what its visual must show.
 */
export const PostDetails = ({
  postId,
  post,
  currency,
  descriptionLanguage,
  onClose,
}: PostDetailsProps) => {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening a post takes the reader there, whether from a row or from a link.
  useEffect(() => {
    heading.current?.focus();
  }, [postId]);

  const visual = post && visualDescription(post.generation_metadata, descriptionLanguage);
  return (
    <Box
      component="aside"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, alignSelf: 'start' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          component="h3"
          variant="h6"
          sx={{ outline: 'none' }}
        >
          {translate(`${KEY}.title`, { id: postId })}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate(`${KEY}.close`)} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {post ? (
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <PostStatusChip status={post.status} />
            <Chip size="small" label={platformName(post.platform)} />
            <Chip size="small" label={format.language(post)} />
            <Chip size="small" label={format.format(post)} />
            {post.is_paid_promotion && (
              <Chip size="small" color="primary" label={format.type(post)} />
            )}
          </Stack>
          {post.template_name && <Text>{post.template_name}</Text>}
          {post.status === 'rejected_by_artist' && post.rejection_reason && (
            <Alert severity="error" variant="outlined">
              <Typography component="h4" variant="subtitle2">
                {translate(`${KEY}.rejection_reason`)}
              </Typography>
              {post.rejection_reason}
            </Alert>
          )}
          <Section title={translate(`${KEY}.schedule`)}>
            <Text>{format.schedule(post)}</Text>
          </Section>
          <Section title={translate(`${KEY}.budget`)}>
            <Text>{format.budget(post) ?? translate(`${KEY}.no_budget`)}</Text>
          </Section>
          <Section title={translate(`${KEY}.caption`)}>
            {post.caption ? (
              <Text>{post.caption}</Text>
            ) : (
              <Text muted>{translate('app.campaigns.posts.no_caption')}</Text>
            )}
          </Section>
          <Section title={translate(`${KEY}.visual`)}>
            {visual ? <Text>{visual}</Text> : <Text muted>{translate(`${KEY}.no_visual`)}</Text>}
          </Section>
        </Stack>
      ) : (
        <Text muted>{translate(`${KEY}.not_found`)}</Text>
      )}
    </Box>
  );
};
