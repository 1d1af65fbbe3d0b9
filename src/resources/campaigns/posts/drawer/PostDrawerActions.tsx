import AutorenewIcon from '@mui/icons-material/Autorenew';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import { Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { CampaignPost, PostStatus } from '@/api/types';
import { GenerationButton } from '../../generation/GenerationButton';
import { EditCaptionDialog } from '../caption/EditCaptionDialog';
import { usePostActions } from './usePostActions';

const KEY = 'app.campaigns.drawer.actions';

/** Statuses a post cannot be approved from: it already is, or has gone further. */
const PAST_APPROVAL: readonly PostStatus[] = ['approved', 'scheduled', 'published'];

interface ActionProps {
  label: string;
  icon: ReactNode;
  action: { run: () => void; pending: boolean };
  variant?: 'contained' | 'outlined';
  /** A generation of the campaign runs: the action refuses, and says why. */
  blocked?: boolean;
}

const Action = ({ label, icon, action, variant = 'outlined', blocked = false }: ActionProps) => (
  <GenerationButton
    running={blocked}
    variant={variant}
    size="small"
    startIcon={icon}
    loading={action.pending}
    loadingPosition="start"
    onClick={action.run}
  >
    {label}
  </GenerationButton>
);

/**
 * The post's actions (spec 2): without a caption only Generate Content; with one, Regenerate
 * Caption, Regenerate Assets, Edit Caption, and Approve Post until it is approved.
 */
export const PostDrawerActions = ({
  post,
  campaignId,
}: {
  post: CampaignPost;
  campaignId: Identifier;
}) => {
  const translate = useTranslate();
  const actions = usePostActions(post, campaignId);
  const [editing, setEditing] = useState(false);
  const label = (name: string) => translate(`${KEY}.${name}`);

  return (
    <Stack
      role="group"
      aria-label={label('label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {post.caption === null ? (
        <Action
          label={label('generate')}
          icon={<AutorenewIcon />}
          action={actions.generate}
          variant="contained"
          blocked={actions.generationRunning}
        />
      ) : (
        <>
          <Action
            label={label('regenerate_caption')}
            icon={<AutorenewIcon />}
            action={actions.regenerateCaption}
            blocked={actions.generationRunning}
          />
          <Action
            label={label('regenerate_assets')}
            icon={<ImageIcon />}
            action={actions.regenerateAssets}
            blocked={actions.generationRunning}
          />
          <Action
            label={label('edit_caption')}
            icon={<EditIcon />}
            action={{ run: () => setEditing(true), pending: false }}
          />
          {!PAST_APPROVAL.includes(post.status) && (
            <Action
              label={label('approve')}
              icon={<CheckIcon />}
              action={actions.approve}
              variant="contained"
            />
          )}
          <EditCaptionDialog
            post={post}
            campaignId={campaignId}
            open={editing}
            onClose={() => setEditing(false)}
          />
        </>
      )}
    </Stack>
  );
};
