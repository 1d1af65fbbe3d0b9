// Edit album: the create form's inputs over the album as it is, its tracks included. A
// colleague's changes since the dialog opened are kept, and a field both changed (the track
// order is one field) is asked about before anything is written (issue 37).
import { DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { EditBase, Form, SaveButton, useTranslate } from 'react-admin';
import type { Album } from '@/api/types';
import { useRecordColleagues } from '@/components/colleagues';
import { GuardedFormDraft } from '@/components/drafts';
import { FormDirtyReport } from '@/components/guardedDialog/FormDirtyReport';
import { GuardedDialog } from '@/components/guardedDialog/GuardedDialog';
import type { FieldShapes } from '@/lib/merge';
import { clearDraft } from '@/providers/drafts/draftStore';
import { AlbumFormFields } from '@/components/albumCreate/AlbumFormFields';
import { albumEditDefaults, albumFormValues } from './albumEditValues';
import { useAlbumFieldText } from './useAlbumFieldText';
import { useEditAlbumSave } from './useEditAlbumSave';
import { FormCancelButton } from '@/components/guardedDialog/FormCancelButton';

const FORM_CLASS = 'EditAlbumDialog-form';
const DRAFT_FORM = 'album-edit';

/** The track order is one value: two different orders are a clash, never a blend. */
const SHAPES: FieldShapes = { song_ids: { kind: 'value' }, songs: { kind: 'value' } };

// A background refresh of the album keeps what was already changed in the form. One object for
// good: the form resets whenever this option changes identity.
const KEEP_CHANGES = { keepDirtyValues: true };

export interface EditAlbumDialogProps {
  album: Album;
  open: boolean;
  onClose: () => void;
}

/** The dialog's content: mounted only while it is open, so a closed dialog asks for nothing. */
const EditAlbumForm = ({ album, onClose }: Omit<EditAlbumDialogProps, 'open'>) => {
  const translate = useTranslate();
  const colleagues = useRecordColleagues<Album>({
    resource: 'albums',
    id: album.id,
    toForm: albumFormValues,
    shapes: SHAPES,
    ...useAlbumFieldText(album.artist_id),
  });
  const mutationOptions = useEditAlbumSave(colleagues.update, () => {
    clearDraft(DRAFT_FORM, album.id);
    onClose();
  });
  return (
    <EditBase
      resource="albums"
      id={album.id}
      redirect={false}
      redirectOnError={false}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
    >
      <Form
        defaultValues={albumEditDefaults}
        noValidate
        resetOptions={KEEP_CHANGES}
        className={FORM_CLASS}
      >
        <FormDirtyReport />
        {/* The dialog is named by its title alone (MUI links the two). */}
        <DialogTitle sx={{ pb: 0 }}>{translate('app.albums.edit.title')}</DialogTitle>
        <Typography variant="body2" sx={{ px: 3, pb: 1.5, color: 'text.secondary' }}>
          {translate('app.albums.create.subtitle', { name: album.artist_name })}
        </Typography>
        <DialogContent dividers>
          {colleagues.guard}
          <GuardedFormDraft form={DRAFT_FORM} recordId={album.id} />
          <AlbumFormFields
            artist={{ id: album.artist_id, stageName: album.artist_name }}
            albumId={album.id}
          />
        </DialogContent>
        <DialogActions>
          <FormCancelButton />
          <SaveButton />
        </DialogActions>
      </Form>
    </EditBase>
  );
};

export const EditAlbumDialog = ({ album, open, onClose }: EditAlbumDialogProps) => (
  <GuardedDialog
    open={open}
    onClose={onClose}
    fullWidth
    maxWidth="md"
    scroll="paper"
    sx={{
      // The form sits between the paper and its parts: it passes the paper's column layout on,
      // so the content scrolls while the title and the buttons stay in view.
      [`& .${FORM_CLASS}`]: { display: 'flex', flexDirection: 'column', minHeight: 0 },
    }}
  >
    <EditAlbumForm album={album} onClose={onClose} />
  </GuardedDialog>
);
