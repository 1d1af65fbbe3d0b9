import { Box } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden';

/**
 * A polite live region seen by screen readers only: a sortable list says each move or removal
 * in it, since a move by keyboard shows nothing a screen reader would otherwise read.
 */
export const PoliteStatus = ({ message }: { message: string }) => (
  <Box role="status" aria-live="polite" aria-atomic sx={visuallyHidden}>
    {message}
  </Box>
);
