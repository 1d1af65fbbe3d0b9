import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useKeepToastsClear } from './toasts/toastClearance';

export interface ScreenHeaderProps {
  title: string;
  /** The screen's actions, laid out by the caller: each screen spaces and wraps its own. */
  children?: ReactNode;
}

/**
 * A screen's h1 with its actions on the right, stacked under it on narrow screens. Toasts keep
 * clear of it: a failed save's message never covers the Save to press again.
 */
export const ScreenHeader = ({ title, children }: ScreenHeaderProps) => {
  const keepToastsClear = useKeepToastsClear<HTMLDivElement>();
  return (
    <Stack
      ref={keepToastsClear}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      // The actions go under the title when both do not fit on one line: side by side they
      // widened the page past a tablet's screen (the settings, 858 px at 700).
      useFlexGap
      sx={{
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        mb: 2,
      }}
    >
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
};
