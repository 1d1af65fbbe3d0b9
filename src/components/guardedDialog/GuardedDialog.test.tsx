import { DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { GuardedCancelButton } from './GuardedCancelButton';
import { GuardedDialog } from './GuardedDialog';
import { useDialogDirty } from './guardContext';

/** Its text in the dialog's own state, the way the caption editor keeps it. */
const NoteDialog = ({ onClose, onDiscard }: { onClose: () => void; onDiscard?: () => void }) => {
  const [note, setNote] = useState('First words');
  return (
    <GuardedDialog
      open
      onClose={onClose}
      onDiscard={onDiscard}
      dirty={note !== 'First words'}
      aria-labelledby="note-title"
    >
      <DialogTitle id="note-title">Note</DialogTitle>
      <DialogContent>
        <TextField label="Text" value={note} onChange={(event) => setNote(event.target.value)} />
      </DialogContent>
      <DialogActions>
        <GuardedCancelButton>Cancel</GuardedCancelButton>
      </DialogActions>
    </GuardedDialog>
  );
};

/** Its text in a part of the dialog that reports it, the way Build Post does. */
const ReportingPart = ({ onDiscard }: { onDiscard: () => void }) => {
  const [name, setName] = useState('');
  useDialogDirty(name !== '', onDiscard);
  return <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
};

const renderNote = async (locale: 'en' | 'fr' | 'es' = 'en') => {
  const onClose = vi.fn();
  const onDiscard = vi.fn();
  renderWithAdmin(<NoteDialog onClose={onClose} onDiscard={onDiscard} />, { locale });
  // A language other than English is loaded first.
  const dialog = await screen.findByRole('dialog', { name: 'Note' });
  return { onClose, onDiscard, dialog, field: within(dialog).getByRole('textbox') };
};

describe('GuardedDialog', () => {
  it('closes at once on Escape, a click beside it or Cancel when nothing was changed', async () => {
    const user = userEvent.setup();
    const { onClose, field } = await renderNote();
    await user.click(field);
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before Escape throws changed text away; Keep editing keeps it and the focus', async () => {
    const user = userEvent.setup();
    const { onClose, onDiscard, field } = await renderNote();
    await user.type(field, ' and more');
    await user.keyboard('{Escape}');

    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(question).toHaveAccessibleDescription(
      'What you entered in this dialog has not been saved. It will be lost.',
    );
    // The safe answer has the focus.
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull(),
    );
    expect(field).toHaveValue('First words and more');
    await waitFor(() => expect(field).toHaveFocus());
    expect(onClose).not.toHaveBeenCalled();
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('asks after a click beside it and after Cancel; Discard closes and drops the input', async () => {
    const user = userEvent.setup();
    const { onClose, onDiscard, field } = await renderNote();
    await user.clear(field);

    await user.click(document.querySelector('.MuiBackdrop-root')!);
    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    // The frame took the click; the field typed in gets the focus back.
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks for the input a part of it reports, and tells that part on Discard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onDiscard = vi.fn();
    renderWithAdmin(
      <GuardedDialog open onClose={onClose} aria-label="Folder">
        <ReportingPart onDiscard={onDiscard} />
      </GuardedDialog>,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(field, 'Live');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close at all while something is under way', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(
      <GuardedDialog open busy onClose={onClose} aria-label="Saving">
        <GuardedCancelButton>Cancel</GuardedCancelButton>
      </GuardedDialog>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it.each([
    ['fr', 'Abandonner vos modifications\u202f?', 'Continuer la modification', 'Abandonner'],
    ['es', '¿Descartar sus cambios?', 'Seguir editando', 'Descartar'],
  ] as const)('asks in %s', async (locale, title, keep, discard) => {
    const user = userEvent.setup();
    const { field } = await renderNote(locale);
    await user.type(field, '!');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: title });
    expect(within(question).getByRole('button', { name: keep })).toBeVisible();
    expect(within(question).getByRole('button', { name: discard })).toBeVisible();
  });
});
