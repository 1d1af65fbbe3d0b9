import { DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { GuardedFormDraft, type DraftOptions } from '../drafts';
import { FormDirtyReport } from '../guardedDialog/FormDirtyReport';
import { SongFormFields } from './SongFormFields';
import { validateSong } from '../../lib/validateSong';
import { FormCancelButton } from '../guardedDialog/FormCancelButton';

export interface SongFormProps {
  titleKey: string;
  /** Says whose song it is, under the title. */
  subtitle: string;
  artistId: number;
  submitLabel: string;
  /** A new song can be submitted untouched, so an empty title says it is required. */
  alwaysEnable?: boolean;
  /** Where what is typed is kept until it is saved (the dialog clears it on success). */
  draft: DraftOptions;
  /** Edit: what keeps the form abreast of colleagues' changes (issue 37), above the fields. */
  guard?: ReactNode;
}

// A background refresh of the record keeps what was already changed in the form. One object
// for good: the form resets whenever this option changes identity.
const KEEP_CHANGES = { keepDirtyValues: true };

/**
 * The song form inside a dialog, for CreateBase or EditBase: their pessimistic save hands the
 * server's field errors back to the form, which shows each under its input.
 */
export const SongForm = ({
  titleKey,
  subtitle,
  artistId,
  submitLabel,
  alwaysEnable,
  draft,
  guard,
}: SongFormProps) => {
  const translate = useTranslate();
  return (
    // The errors show under the inputs and the first invalid one gets the focus: a toast saying
    // "the form is not valid" would add nothing.
    <Form
      validate={validateSong}
      noValidate
      disableInvalidFormNotification
      resetOptions={KEEP_CHANGES}
    >
      <FormDirtyReport />
      <DialogTitle sx={{ pb: 0 }}>{translate(titleKey)}</DialogTitle>
      <Typography variant="body2" sx={{ px: 3, pb: 1.5, color: 'text.secondary' }}>
        {subtitle}
      </Typography>
      <DialogContent dividers>
        {guard}
        <GuardedFormDraft {...draft} />
        <SongFormFields artistId={artistId} />
      </DialogContent>
      <DialogActions>
        <FormCancelButton />
        <SaveButton label={submitLabel} alwaysEnable={alwaysEnable} />
      </DialogActions>
    </Form>
  );
};
