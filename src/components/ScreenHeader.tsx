import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: string;
  /** The screen's actions, laid out by the caller: each screen spaces and wraps its own. */
  children?: ReactNode;
}

/** A screen's h1 with its actions on the right, stacked under it on narrow screens. */
export const ScreenHeader = ({ title, children }: ScreenHeaderProps) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={2}
    sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
  >
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    {children}
  </Stack>
);
