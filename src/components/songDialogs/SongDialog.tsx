import { useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { GuardedDialog } from '../guardedDialog/GuardedDialog';

export interface SongDialogProps {
  open: boolean;
  onClose: () => void;
  /** The user chose to throw the typed song away (e.g. to drop its draft), before onClose. */
  onDiscard?: () => void;
  children: ReactNode;
}

/**
 * The frame of the song dialogs. Escape, a click beside it and Cancel ask before throwing away
 * what was typed (the form reports its changes with FormDirtyReport).
 */
export const SongDialog = ({ open, onClose, onDiscard, children }: SongDialogProps) => {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <GuardedDialog
      open={open}
      onClose={onClose}
      onDiscard={onDiscard}
      fullWidth
      maxWidth="md"
      fullScreen={small}
      slotProps={{
        // The form sits between the paper and its parts: it must pass the paper's column layout
        // on, so the content scrolls between a fixed title and fixed actions.
        paper: {
          sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } },
        },
      }}
    >
      {children}
    </GuardedDialog>
  );
};
