import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { memo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPost } from '../../../../api/types';
import { ConfirmDialog } from '../../../../components/confirm/ConfirmDialog';
import { GenerationButton } from '../../generation/GenerationButton';
import { useCampaignGeneration } from '../../generation/useCampaignGeneration';
import { MaterialsChecklistDialog } from '../../materials/MaterialsChecklistDialog';
import { useOpenedOnce } from '../../../../lib/useOpenedOnce';
import { sendablePosts, useSendToArtist } from './useSendToArtist';

const KEY = 'app.campaigns.posts.actions';

export interface PostsActionsProps {
  campaignId: number;
  posts: CampaignPost[];
}

/**
 * The posts view's actions: Generate Drafts, Regenerate All, Send to Artist (n), Materials (n).
 * Memoised: every choice in the view (a tab, a post, the view) renders the view again, and these
 * change only with the posts.
 */
export const PostsActions = memo(function PostsActions({ campaignId, posts }: PostsActionsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const generation = useCampaignGeneration(campaignId);
  const send = useSendToArtist();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [materialsOpen, setMaterialsOpen] = useState(false);
  // Each dialog is built when first opened, not with the buttons.
  const confirmMounted = useOpenedOnce(confirming);
  const materialsMounted = useOpenedOnce(materialsOpen);
  const sendable = sendablePosts(posts).length;
  const withUploads = posts.filter((post) => post.has_uploads).length;

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
        onClick={() => generation.startWith({ regenerate: false })}
      >
        {translate(`${KEY}.generate_drafts`)}
      </GenerationButton>
      <GenerationButton
        running={generation.running}
        variant="outlined"
        startIcon={<RefreshIcon />}
        disabled={posts.length === 0}
        onClick={() => setConfirming(true)}
      >
        {translate(`${KEY}.regenerate_all`)}
      </GenerationButton>
      <Button
        variant="outlined"
        startIcon={<SendIcon />}
        loading={sending}
        onClick={async () => {
          setSending(true);
          await send(posts);
          setSending(false);
        }}
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
      {confirmMounted && (
        <ConfirmDialog
          open={confirming}
          title={translate(`${KEY}.regenerate_title`)}
          content={translate(`${KEY}.regenerate_text`)}
          confirmLabel={translate(`${KEY}.regenerate_all`)}
          cancelLabel={translate(`${KEY}.cancel`)}
          confirmColor="primary"
          onConfirm={() => {
            setConfirming(false);
            generation.startWith({ regenerate: true });
          }}
          onCancel={() => setConfirming(false)}
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
