import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { memo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { GenerationButton } from '../../generation/GenerationButton';
import { useCampaignGeneration } from '../../generation/useCampaignGeneration';
import { MaterialsChecklistDialog } from '../../materials/MaterialsChecklistDialog';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { PostsQuestionDialog, type PostsQuestion, type PostsQuestionKind } from './PostsQuestion';
import { sendablePosts, useSendToArtist } from './useSendToArtist';

const KEY = 'app.campaigns.posts.actions';

/** The posts Generate Drafts writes: those without a caption, but the final ones. */
const draftPosts = (posts: readonly CampaignPost[]) =>
  posts.filter(
    (post) => post.caption === null && post.status !== 'scheduled' && post.status !== 'published',
  );

export interface PostsActionsProps {
  campaignId: number;
  posts: CampaignPost[];
}

/**
 * The posts view's actions: Generate Drafts, Regenerate All, Send to Artist (n), Materials (n);
 * the first three ask first, naming how many posts they write or send.
 * Memoised: every choice in the view (a tab, a post, the view) renders the view again, and these
 * change only with the posts.
 */
export const PostsActions = memo(function PostsActions({ campaignId, posts }: PostsActionsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const generation = useCampaignGeneration(campaignId);
  const send = useSendToArtist();
  const [question, setQuestion] = useState<PostsQuestion | null>(null);
  const [sending, setSending] = useState(false);
  const [materialsOpen, setMaterialsOpen] = useState(false);
  // Each dialog is built when first opened, not with the buttons.
  const questionMounted = useOpenedOnce(question !== null);
  const materialsMounted = useOpenedOnce(materialsOpen);
  const sendable = sendablePosts(posts).length;
  const drafts = draftPosts(posts).length;
  const withUploads = posts.filter((post) => post.has_uploads).length;

  const sendAll = async () => {
    setSending(true);
    await send(campaignId, posts);
    setSending(false);
  };
  const answer = (kind: PostsQuestionKind) => {
    setQuestion(null);
    if (kind === 'send') void sendAll();
    else generation.startWith({ regenerate: kind === 'regenerate' });
  };
  // With nothing to write or send there is nothing to ask: the outcome says so.
  const ask = (kind: PostsQuestionKind, count: number) => {
    if (count > 0) setQuestion({ kind, count });
    else answer(kind);
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={translate(`${KEY}.label`)}
      sx={{ flexWrap: 'wrap' }}
    >
      <GenerationButton
        running={generation.running}
        variant="contained"
        startIcon={<AutoAwesomeIcon />}
        onClick={() => ask('drafts', drafts)}
      >
        {translate(`${KEY}.generate_drafts`)}
      </GenerationButton>
      <GenerationButton
        running={generation.running}
        variant="outlined"
        startIcon={<RefreshIcon />}
        disabled={posts.length === 0}
        onClick={() => setQuestion({ kind: 'regenerate', count: posts.length })}
      >
        {translate(`${KEY}.regenerate_all`)}
      </GenerationButton>
      <Button
        variant="outlined"
        startIcon={<SendIcon />}
        loading={sending}
        onClick={() => ask('send', sendable)}
        aria-haspopup={sendable > 0 ? 'dialog' : undefined}
      >
        {translate(`${KEY}.send`, { count: number.format(sendable) })}
      </Button>
      <Button
        variant="outlined"
        startIcon={<FactCheckIcon />}
        onClick={() => setMaterialsOpen(true)}
      >
        {translate(`${KEY}.materials`, { count: number.format(withUploads) })}
      </Button>
      {questionMounted && (
        <PostsQuestionDialog
          question={question}
          onConfirm={answer}
          onCancel={() => setQuestion(null)}
        />
      )}
      {materialsMounted && (
        <MaterialsChecklistDialog
          campaignId={campaignId}
          open={materialsOpen}
          onClose={() => setMaterialsOpen(false)}
        />
      )}
    </Stack>
  );
});
