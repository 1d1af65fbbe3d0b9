import AddIcon from '@mui/icons-material/Add';
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { CreateBase, Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Artist } from '../../api/types';
import { GuardedFormDraft } from '../drafts';
import { FormDirtyReport } from '../guardedDialog/FormDirtyReport';
import { GuardedDialog } from '../guardedDialog/GuardedDialog';
import { useGuardedClose } from '../guardedDialog/guardContext';
import { clearDraft } from '../../providers/drafts/draftStore';
import { AlbumFormFields } from './AlbumFormFields';
import { albumFormDefaults } from './albumFormValues';
import { useCreateAlbumSave } from './useCreateAlbumSave';

const FORM_CLASS = 'CreateAlbumDialog-form';
/** A new album's draft is kept per artist: the album has no id yet. */
const DRAFT_FORM = 'album-create';

export interface CreateAlbumDialogProps {
  artist: Artist;
  open: boolean;
  onClose: () => void;
}

interface FormActionsProps {
  onBusyChange: (busy: boolean) => void;
}

/** Cancel and Create; both wait while the album is being saved. */
const FormActions = ({ onBusyChange }: FormActionsProps) => {
  const translate = useTranslate();
  const requestClose = useGuardedClose();
  const { isSubmitting } = useFormState();
  useEffect(() => {
    onBusyChange(isSubmitting);
  }, [isSubmitting, onBusyChange]);
  // Closed after a success, the form unmounts mid-submit: the dialog must not stay locked.
  useEffect(() => () => onBusyChange(false), [onBusyChange]);
  return (
    <DialogActions>
      <Button onClick={requestClose} disabled={isSubmitting}>
        {translate('ra.action.cancel')}
      </Button>
      <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={isSubmitting}>
        {translate('app.albums.create.submit')}
      </Button>
    </DialogActions>
  );
};

/**
 * Create album (spec 2, Modals): the album of `artist`, its ordered tracks chosen from the
 * artist's songs and its cover from the artist's media library. The form starts afresh at each
 * opening: the dialog's content unmounts when it closes.
 */
export const CreateAlbumDialog = ({ artist, open, onClose }: CreateAlbumDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const subtitleId = useId();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const mutationOptions = useCreateAlbumSave(() => {
    clearDraft(DRAFT_FORM, artist.id);
    onClose();
  });
  const defaultValues = useMemo(() => albumFormDefaults(artist.id), [artist.id]);

  return (
    <GuardedDialog
      open={open}
      // No closing half-way through a save: the outcome would go unseen.
      onClose={onClose}
      busy={busy}
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      fullWidth
      maxWidth="md"
      scroll="paper"
      sx={{
        // The form sits between the paper and its parts: it passes the paper's column layout
        // on, so the content scrolls while the title and the buttons stay in view.
        [`& .${FORM_CLASS}`]: { display: 'flex', flexDirection: 'column', minHeight: 0 },
      }}
    >
      <CreateBase
        resource="albums"
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
      >
        <Form defaultValues={defaultValues} noValidate className={FORM_CLASS}>
          {/* Its own id: by default it takes the dialog's label id, which names only the span. */}
          <DialogTitle id={headingId}>
            <span id={titleId}>{translate('app.albums.create.title')}</span>
            <Typography
              id={subtitleId}
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'text.secondary' }}
            >
              {translate('app.albums.create.subtitle', { name: artist.stageName })}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <GuardedFormDraft form={DRAFT_FORM} recordId={artist.id} />
            <AlbumFormFields artist={artist} />
          </DialogContent>
          <FormDirtyReport />
          <FormActions onBusyChange={setBusy} />
        </Form>
      </CreateBase>
    </GuardedDialog>
  );
};
