import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPost } from '../../../../api/types';
import { ConfirmDialog } from '../../../../components/confirm/ConfirmDialog';
import type { LabelDataProvider } from '../../../../providers/data';
import {
  generationOf,
  startGeneration,
  subscribeToGenerations,
  type GenerationOptions,
} from '../../generation/generationStore';
import { MaterialsChecklistDialog } from '../../materials/MaterialsChecklistDialog';
import { sendablePosts, useSendToArtist } from './useSendToArtist';

const KEY = 'app.campaigns.posts.actions';

/** Starts a generation of the campaign's posts in the shared store (progress shows beside). */
export function useGeneratePosts(campaignId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const { running } = useSyncExternalStore(subscribeToGenerations, () => generationOf(campaignId));
  return {
    running,
    start: (options: GenerationOptions) =>
      startGeneration(campaignId, (request) => dataProvider.generatePosts(request), options),
  };
}

export interface PostsActionsProps {
  campaignId: number;
  posts: CampaignPost[];
}

/** The posts view's actions: Generate Drafts, Regenerate All, Send to Artist (n), Materials (n). */
export const PostsActions = ({ campaignId, posts }: PostsActionsProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const generation = useGeneratePosts(campaignId);
  const send = useSendToArtist();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [materialsOpen, setMaterialsOpen] = useState(false);
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
      <Button
        variant="contained"
        startIcon={<AutoAwesomeIcon />}
        disabled={generation.running}
        onClick={() => generation.start({ regenerate: false })}
      >
        {translate(`${KEY}.generate_drafts`)}
      </Button>
      <Button
        variant="outlined"
        startIcon={<RefreshIcon />}
        disabled={generation.running || posts.length === 0}
        onClick={() => setConfirming(true)}
      >
        {translate(`${KEY}.regenerate_all`)}
      </Button>
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
      <ConfirmDialog
        open={confirming}
        title={translate(`${KEY}.regenerate_title`)}
        content={translate(`${KEY}.regenerate_text`)}
        confirmLabel={translate(`${KEY}.regenerate_all`)}
        cancelLabel={translate(`${KEY}.cancel`)}
        confirmColor="primary"
        onConfirm={() => {
          setConfirming(false);
          generation.start({ regenerate: true });
        }}
        onCancel={() => setConfirming(false)}
      />
      <MaterialsChecklistDialog
        campaignId={campaignId}
        open={materialsOpen}
        onClose={() => setMaterialsOpen(false)}
      />
    </Stack>
  );
};
