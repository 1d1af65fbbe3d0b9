import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred column filling the window (the page screen has no admin layout around it). */
export const FullPage = ({ children }: { children: ReactNode }) => (
  <Stack
    component="main"
    spacing={2}
    sx={{
      minHeight: '100vh',
      alignItems: 'center',
      justifyContent: 'center',
      p: 3,
      textAlign: 'center',
    }}
  >
    {children}
  </Stack>
);
