import CloseIcon from '@mui/icons-material/Close';
import { Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { shownPostAnchor } from '../postAnchor';
import { ArtistTodoList } from './ArtistTodoList';
import { DrawerText } from './DrawerSection';
import { PostDrawerActions } from './PostDrawerActions';
import { PostFacts } from './PostFacts';
import { PostSummary } from './PostSummary';
import { VisualRequirements } from './VisualRequirements';

const KEY = 'app.campaigns.drawer';

export interface PostDrawerProps {
  /** The post named by ?postId=, or null: the drawer is closed. */
  postId: string | null;
  /** The post, or undefined when the campaign has no post with that id. */
  post: CampaignPost | undefined;
  campaignId: Identifier;
  currency: string;
  onClose: () => void;
}

/**
 * One post of the campaign (spec 2, post detail drawer), over the posts table: what it says,
 * what its visual must show, what the artist is asked for, its details and its actions. Closing
 * it returns to the post's row.
 */
export const PostDrawer = ({ postId, post, campaignId, currency, onClose }: PostDrawerProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // The post stays in the drawer while it slides out after its id left the URL.
  const [shown, setShown] = useState({ postId, post });
  if (postId !== null && (postId !== shown.postId || post !== shown.post)) {
    setShown({ postId, post });
  }
  const current = shown.post;

  return (
    <Drawer
      anchor="right"
      open={postId !== null}
      onClose={onClose}
      // Focus goes back to the row's link, whichever way the drawer was opened.
      disableRestoreFocus
      // On the dialogs' layer (a drawer's own lies below it): above the posts dialog it opens
      // from, below the caption dialog it opens.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 440 } },
        },
        transition: {
          onExited: () => {
            if (shown.postId !== null) shownPostAnchor(shown.postId)?.focus();
          },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {translate(`${KEY}.title`, { id: shown.postId ?? '' })}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate(`${KEY}.close`)} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2, overflowY: 'auto' }}>
        {current ? (
          <>
            <PostSummary post={current} currency={currency} />
            <VisualRequirements post={current} />
            <ArtistTodoList post={current} />
            <PostFacts post={current} currency={currency} />
            <PostDrawerActions post={current} campaignId={campaignId} />
          </>
        ) : (
          <DrawerText muted>{translate(`${KEY}.not_found`)}</DrawerText>
        )}
      </Stack>
    </Drawer>
  );
};
