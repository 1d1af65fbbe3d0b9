import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Inputs of a tab side by side on wide screens, one per row on phones. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      columnGap: 2,
      width: '100%',
    }}
  >
    {children}
  </Box>
);
