import CheckIcon from '@mui/icons-material/Check';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useDataProvider, useListContext, useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useToast } from '@/components/toasts/useToast';
import type { LabelDataProvider } from '@/providers/data';
import { useRefreshPosts } from '../../useRefreshPosts';
import { canApprove } from './PostRowActions';
import { PostsQuestionDialog } from './PostsQuestion';
import { useBulkActionFocus } from './useBulkActionFocus';
import { usePostsAsSeen } from './usePostsAsSeen';
import { sendablePosts, useSendToArtist } from './useSendToArtist';

const KEY = 'app.campaigns.posts';

/**
 * What the table does to its selected posts: approve them, or send them to the artist. Each
 * post is read again just before: one a colleague moved meanwhile is left alone (issue 37).
 */
export const PostsBulkActions = ({ campaignId }: { campaignId: number }) => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<LabelDataProvider>();
  const refresh = useRefreshPosts();
  const send = useSendToArtist();
  const postsAsSeen = usePostsAsSeen();
  const { data, selectedIds, onUnselectItems } = useListContext<CampaignPost>();
  const [busy, setBusy] = useState(false);
  const selected = (data ?? []).filter((post) => selectedIds.includes(post.id));
  const approvable = selected.filter(canApprove);
  const sendable = sendablePosts(selected).length;
  // Sending is asked first, naming how many of the selected posts go (the generated ones).
  const [asking, setAsking] = useState(false);
  const question = useMemo(
    () => (asking ? { kind: 'send' as const, count: sendable } : null),
    [asking, sendable],
  );
  const focus = useBulkActionFocus(data);

  /** `action` resolves to the posts it changed, or null when it failed. */
  const run = async (
    action: () => Promise<Identifier[] | null>,
    changed: (post: CampaignPost) => boolean,
  ) => {
    setBusy(true);
    const done = await action();
    if (done) focus.settle(done, changed);
    setBusy(false);
    if (done) onUnselectItems();
  };

  const approveAll = async (): Promise<Identifier[] | null> => {
    const failureKey = `${KEY}.row.approve_failed`;
    const still = await postsAsSeen({ campaignId, seen: approvable, failure: failureKey });
    if (still === null) return null;
    const results = await Promise.allSettled(
      still.map((post) => dataProvider.updatePost(post.id, { status: 'approved' })),
    );
    const failure = results.find((result) => result.status === 'rejected');
    const approved = results.length - results.filter((r) => r.status === 'rejected').length;
    if (approved > 0) toast.success(translate(`${KEY}.bulk.approved`, { smart_count: approved }));
    if (failure) toast.failure(failure.reason, failureKey);
    await refresh();
    return failure ? null : still.map((post) => post.id);
  };

  const approveSelected = () => {
    focus.note(approvable.map((post) => post.id));
    void run(approveAll, (post) => post.status === 'approved');
  };

  const sendSelected = () => {
    focus.note(sendablePosts(selected).map((post) => post.id));
    void run(
      () => send(campaignId, selected),
      (post) => post.status !== 'generated',
    );
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<CheckIcon />}
        disabled={busy || approvable.length === 0}
        onClick={approveSelected}
      >
        {translate(`${KEY}.bulk.approve`)}
      </Button>
      <Button
        size="small"
        startIcon={<SendIcon />}
        disabled={busy}
        aria-haspopup={sendable > 0 ? 'dialog' : undefined}
        onClick={() => {
          // None to send: the warning says so, there is nothing to ask.
          if (sendable > 0) setAsking(true);
          else sendSelected();
        }}
      >
        {translate(`${KEY}.bulk.send`)}
      </Button>
      <PostsQuestionDialog
        question={question}
        onConfirm={() => {
          setAsking(false);
          sendSelected();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};
