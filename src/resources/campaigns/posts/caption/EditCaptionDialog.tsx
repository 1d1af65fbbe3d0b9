import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useGetOne, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import type { Campaign, CampaignPost } from '@/api/types';
import { platformName } from '@/lib/platformName';
import { CaptionCounts } from '@/components/promotion/CaptionCounts';
import { captionLimitOf, captionProblems } from '@/components/promotion/platformRules';
import { BesidePreview } from '@/components/promotion/BesidePreview';
import { FIXED_ROWS_INPUT } from '@/components/promotion/fixedRowsInput';
import { DraftRestorePrompt, useStateDraft } from '@/components/drafts';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { captionValuesOf, useCaptionSave, type CaptionValues } from './useCaptionSave';

const KEY = 'app.campaigns.posts.caption';

/** A draft keeps the post as opened then (drafts written before issue 37 have none). */
interface CaptionDraft {
  caption: string;
  opened?: CaptionValues;
}

export interface EditCaptionDialogProps {
  post: CampaignPost;
  /** The post's campaign: where the post is read again before the save. */
  campaignId: Identifier;
  open: boolean;
  onClose: () => void;
}

/**
 * Edit Post Caption (spec 2): a 6-row textarea with live counts against the platform's limits,
 * and beside it (beyond the spec) the post as its platform will show it.
 * Saving sends the caption back for review; a failed save keeps the text for another try.
 * A colleague's change to the post meanwhile is merged, or put to the user (useCaptionSave).
 */
export const EditCaptionDialog = ({ post, campaignId, open, onClose }: EditCaptionDialogProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const countId = useId();
  const captionSave = useCaptionSave(post, campaignId);
  // The posts view already holds its campaign: the artist's name costs no request.
  const { data: campaign } = useGetOne<Campaign>(
    'campaigns',
    { id: Number(campaignId) },
    { enabled: /^\d+$/.test(String(campaignId)) },
  );
  const [caption, setCaption] = useState(post.caption ?? '');
  // The post as opened: the base a save merges the caption from (issue 37).
  const [opened, setOpened] = useState<CaptionValues>(() => captionValuesOf(post));
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened again (or for another post): start from the post's caption.
  const [shown, setShown] = useState({ open, id: post.id });
  if (shown.open !== open || shown.id !== post.id) {
    setShown({ open, id: post.id });
    if (open) {
      setCaption(post.caption ?? '');
      setOpened(captionValuesOf(post));
    }
  }
  const edited = caption !== opened.caption;
  // Kept as the user types, so a reload or a lost session does not lose the caption.
  const draft = useStateDraft<CaptionDraft>({
    form: 'caption-editor',
    recordId: post.id,
    enabled: open,
    // With the post as it was opened then: restored over a post changed since, the save merges.
    values: { caption, opened },
    dirty: edited,
    onRestore: (values) => {
      setCaption(values.caption);
      if (values.opened) setOpened(values.opened);
      // The offer's buttons go away with it: the restored text takes the focus.
      field.current?.focus();
    },
  });

  const number = new Intl.NumberFormat(locale);
  const limit = captionLimitOf(post.platform);
  const problems = captionProblems(caption, post.platform);
  const platform = platformName(post.platform);
  const blocked = problems.tooLong || problems.tooManyHashtags || caption.trim() === '';

  const submit = async () => {
    setSaving(true);
    const saved = await captionSave.submit(caption, opened);
    setSaving(false);
    if (!saved) return;
    draft.clear();
    onClose();
  };

  return (
    <>
      <GuardedDialog
        open={open}
        onClose={onClose}
        busy={saving}
        dirty={edited}
        onDiscard={draft.clear}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{translate(`${KEY}.title`)}</DialogTitle>
        <DialogContent>
          <DraftRestorePrompt draft={draft} />
          <BesidePreview
            preview={{
              platform: post.platform,
              platformName: platform,
              author: campaign?.artist_name,
              caption,
              media: 'placeholder',
            }}
          >
            <TextField
              label={translate(`${KEY}.label`, { platform })}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              multiline
              rows={6}
              fullWidth
              autoFocus
              inputRef={field}
              margin="dense"
              error={problems.tooLong || problems.tooManyHashtags}
              slotProps={{ input: FIXED_ROWS_INPUT, htmlInput: { 'aria-describedby': countId } }}
            />
            <CaptionCounts id={countId} caption={caption} platform={post.platform} />
            {problems.tooManyHashtags && limit?.hashtags !== undefined && (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                {translate(`${KEY}.too_many_hashtags`, {
                  max: number.format(limit.hashtags),
                  platform,
                })}
              </Typography>
            )}
            {problems.tooLong && limit && (
              <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
                {translate(`${KEY}.too_long`, { n: number.format(limit.characters), platform })}
              </Typography>
            )}
          </BesidePreview>
        </DialogContent>
        <DialogActions>
          <GuardedCancelButton disabled={saving}>{translate(`${KEY}.cancel`)}</GuardedCancelButton>
          <Button variant="contained" onClick={() => void submit()} disabled={saving || blocked}>
            {translate(`${KEY}.save`)}
          </Button>
        </DialogActions>
      </GuardedDialog>
      {captionSave.dialog}
    </>
  );
};

export default EditCaptionDialog;
