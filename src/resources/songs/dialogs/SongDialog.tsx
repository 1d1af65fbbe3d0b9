import { Dialog, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';

export interface SongDialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the song dialogs. A click beside the dialog does not close it: that would throw
 * away what was typed. Escape and Cancel still do.
 */
export const SongDialog = ({ open, onClose, children }: SongDialogProps) => {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
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
    </Dialog>
  );
};
