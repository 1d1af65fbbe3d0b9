import SendIcon from '@mui/icons-material/Send';
import { DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { clearDraft, FormDraft } from '@/components/drafts';
import { FormDirtyReport } from '@/components/guardedDialog/FormDirtyReport';
import { GuardedCancelButton } from '@/components/guardedDialog/GuardedCancelButton';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import { DateTimePickerInput } from '@/components/pickers/DateTimePickerInput';
import { useArtistMediaFiles } from '@/components/media/mediaQueries';
import { useToast } from '@/components/toasts/useToast';
import { FacebookPostMediaInput } from './FacebookPostMediaInput';
import { futureDateTime, httpUrl, requiredMessage } from './facebookPostValidation';
import {
  facebookPostDefaults,
  useCreateFacebookPost,
  type FacebookPostFormValues,
} from './useCreateFacebookPost';

const KEYS = 'app.artists.facebook_post';
const FORM_CLASS = 'CreateFacebookPostDialog-form';
// One draft post per artist page: a reload or a lost session does not lose the message.
const DRAFT = 'facebook-post';

export interface CreateFacebookPostDialogProps {
  artistId: number;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * Create Facebook Post (spec 5): a message, an optional link and publishing time, and photos
 * or one video from the artist's library. The content mounts only while open, so the library is
 * read when the dialog opens and the form starts afresh each time.
 */
export const CreateFacebookPostDialog = ({
  artistId,
  open,
  onClose,
  onCreated,
}: CreateFacebookPostDialogProps) => {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <GuardedDialog
      open={open}
      // No closing half-way through a post: its outcome would go unseen.
      onClose={onClose}
      busy={busy}
      onDiscard={() => clearDraft(DRAFT, artistId)}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
      sx={{ [`& .${FORM_CLASS}`]: { display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      {open && (
        <PostForm
          artistId={artistId}
          titleId={titleId}
          onClose={onClose}
          onCreated={onCreated}
          onBusyChange={setBusy}
        />
      )}
    </GuardedDialog>
  );
};

interface PostFormProps {
  artistId: number;
  titleId: string;
  onClose: () => void;
  onCreated: () => void;
  onBusyChange: (busy: boolean) => void;
}

const PostForm = ({ artistId, titleId, onClose, onCreated, onBusyChange }: PostFormProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const { data: library } = useArtistMediaFiles(artistId);
  const { send, progress } = useCreateFacebookPost(artistId, library ?? []);
  const sending = progress !== null;
  useEffect(() => onBusyChange(sending), [sending, onBusyChange]);
  // Closed after a success, the form unmounts mid-send: the dialog must not stay locked.
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  const submit = async (values: Record<string, unknown>) => {
    try {
      const message =
        (await send(values as unknown as FacebookPostFormValues)) ?? translate(`${KEYS}.created`);
      // `_` keeps a server text that happens to look like an i18n key from being swallowed.
      toast.success(message, { messageArgs: { _: message } });
      clearDraft(DRAFT, artistId);
      onCreated();
      onClose();
    } catch (error) {
      // The form stays as it was, so the user can fix it and post again.
      toast.failure(error, `${KEYS}.failed`);
    }
  };

  return (
    <Form onSubmit={submit} defaultValues={facebookPostDefaults} noValidate className={FORM_CLASS}>
      <FormDirtyReport />
      <DialogTitle id={titleId}>{translate(`${KEYS}.title`)}</DialogTitle>
      <DialogContent dividers>
        <FormDraft form={DRAFT} recordId={artistId} />
        <Stack spacing={1}>
          <TextInput
            source="message"
            label={`${KEYS}.fields.message`}
            validate={requiredMessage}
            multiline
            minRows={3}
            autoFocus
          />
          <TextInput
            source="link"
            label={`${KEYS}.fields.link`}
            type="url"
            validate={httpUrl}
            placeholder="https://"
          />
          <DateTimePickerInput
            source="scheduledAt"
            label={`${KEYS}.fields.scheduled_publish_time`}
            helperText={`${KEYS}.fields.scheduled_help`}
            validate={futureDateTime}
          />
          <FacebookPostMediaInput artistId={artistId} disabled={sending} />
        </Stack>
      </DialogContent>
      {sending && (
        <LinearProgress
          variant={progress > 0 ? 'determinate' : 'indeterminate'}
          value={progress * 100}
          aria-label={translate(`${KEYS}.sending`)}
        />
      )}
      <DialogActions>
        <GuardedCancelButton disabled={sending}>
          {translate('ra.action.cancel')}
        </GuardedCancelButton>
        {/* alwaysEnable: a click on an untouched form shows what is missing. */}
        <SaveButton label={`${KEYS}.submit`} icon={<SendIcon />} alwaysEnable />
      </DialogActions>
    </Form>
  );
};
