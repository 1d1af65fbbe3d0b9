// Build Post (spec 2 and 5): a file and a caption checked against the platform's rules, then the
// upload (a local file only) and the build, which schedules the post.
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { Campaign, CampaignPost } from '@/api/types';
import { CaptionCounts } from '@/components/promotion/CaptionCounts';
import { BesidePreview } from '@/components/promotion/BesidePreview';
import { FIXED_ROWS_INPUT } from '@/components/promotion/fixedRowsInput';
import { DraftRestorePrompt, useStateDraft } from '@/components/drafts';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { useDialogDirty } from '@/components/guardedDialog/guardContext';
import type { PreviewMedia } from '@/components/promotion/PlatformPostPreview';
import { useFormatPercent } from '@/lib/numbers';
import { platformName } from '@/lib/platformName';
import type { BuildFile } from './buildFile';
import { BuildFilePicker, type BuildSource } from './BuildFilePicker';
import { buildProblems, isRequiredProblem, type BuildProblem } from './buildRules';
import { useBuildPost } from './useBuildPost';
import { useProblemText } from './useProblemText';

const KEY = 'app.campaigns.build';

export interface BuildPostDialogProps {
  campaignId: number;
  post: CampaignPost;
  open: boolean;
  onClose: () => void;
}

export const BuildPostDialog = ({ open, onClose, ...props }: BuildPostDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // While the file uploads and the post is built, neither Escape nor a click beside the dialog
  // closes it (Cancel is disabled too): the user would lose sight of a build still under way.
  const [busy, setBusy] = useState(false);
  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      busy={busy}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{translate(`${KEY}.title`)}</DialogTitle>
      {/* Unmounted while closed: each opening starts from the post's caption and no file. */}
      <BuildForm onClose={onClose} onBusyChange={setBusy} {...props} />
    </GuardedDialog>
  );
};

const Problems = ({ id, texts }: { id: string; texts: string[] }) =>
  texts.length ? (
    <Box id={id} role="alert">
      {texts.map((text) => (
        <Typography key={text} variant="body2" color="error">
          {text}
        </Typography>
      ))}
    </Box>
  ) : null;

/** The chosen file as the preview shows it: the local file itself, or the served one. */
const previewOf = (file: BuildFile | null): PreviewMedia | 'placeholder' =>
  file
    ? {
        kind: file.kind,
        name: file.name,
        source:
          'upload' in file.target ? file.target.upload : mediaFileUrl(file.target.mediaFileId),
      }
    : 'placeholder';

interface BuildFormProps extends Omit<BuildPostDialogProps, 'open'> {
  onBusyChange: (busy: boolean) => void;
}

const BuildForm = ({ campaignId, post, onClose, onBusyChange }: BuildFormProps) => {
  const translate = useTranslate();
  const formatPercent = useFormatPercent();
  const fileErrorId = useId();
  const captionErrorId = useId();
  const countId = useId();
  const { data: campaign } = useGetOne<Campaign>('campaigns', { id: campaignId });
  const { build, busy, progress } = useBuildPost(campaignId, post, campaign?.artist_id);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const problemText = useProblemText(post.platform);
  const [source, setSource] = useState<BuildSource>('material');
  const [choices, setChoices] = useState<Partial<Record<BuildSource, BuildFile>>>({});
  const [caption, setCaption] = useState(post.caption ?? '');
  const [tried, setTried] = useState(false);
  const captionField = useRef<HTMLTextAreaElement>(null);
  const captionEdited = caption !== (post.caption ?? '');
  // The caption survives a reload; a chosen file cannot be kept in browser storage.
  const draft = useStateDraft({
    form: 'build-post',
    recordId: post.id,
    values: { caption },
    dirty: captionEdited,
    onRestore: (values) => {
      setCaption(values.caption);
      // The offer's buttons go away with it: the restored text takes the focus.
      captionField.current?.focus();
    },
  });
  useDialogDirty(captionEdited || Object.keys(choices).length > 0, draft.clear);

  const file = choices[source] ?? null;
  const problems = buildProblems(post, file, caption).filter(
    (problem) => tried || !isRequiredProblem(problem),
  );
  const textsOf = (field: BuildProblem['field']) =>
    problems.filter((problem) => problem.field === field).map(problemText);
  const fileTexts = textsOf('file');
  const captionTexts = textsOf('caption');

  const submit = async () => {
    setTried(true);
    if (!file || buildProblems(post, file, caption).length) return;
    if (!(await build(file, caption))) return;
    draft.clear();
    onClose();
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DraftRestorePrompt draft={draft} />
          <BuildFilePicker
            campaignId={campaignId}
            post={post}
            artistId={campaign?.artist_id}
            source={source}
            onSourceChange={setSource}
            file={file}
            onFileChange={(chosen) => setChoices((all) => ({ ...all, [source]: chosen }))}
            disabled={busy}
            errorId={fileTexts.length ? fileErrorId : undefined}
          />
          <Problems id={fileErrorId} texts={fileTexts} />
          <BesidePreview
            preview={{
              platform: post.platform,
              platformName: platformName(post.platform),
              author: campaign?.artist_name,
              caption,
              media: previewOf(file),
            }}
          >
            <TextField
              label={translate(`${KEY}.caption`, { platform: platformName(post.platform) })}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              inputRef={captionField}
              multiline
              rows={6}
              fullWidth
              disabled={busy}
              error={captionTexts.length > 0}
              slotProps={{
                input: FIXED_ROWS_INPUT,
                htmlInput: {
                  'aria-describedby': captionTexts.length
                    ? `${countId} ${captionErrorId}`
                    : countId,
                },
              }}
            />
            <CaptionCounts id={countId} caption={caption} platform={post.platform} />
            <Problems id={captionErrorId} texts={captionTexts} />
          </BesidePreview>
          {progress !== null && (
            <Box>
              <Typography variant="body2" role="status">
                {translate(`${KEY}.uploading`, {
                  percent: formatPercent(progress),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress * 100}
                aria-label={translate(`${KEY}.upload_progress`)}
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton disabled={busy}>{translate(`${KEY}.cancel`)}</GuardedCancelButton>
        <Button variant="contained" onClick={() => void submit()} loading={busy}>
          {translate(`${KEY}.build`)}
        </Button>
      </DialogActions>
    </>
  );
};

export default BuildPostDialog;
