import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
}

export const EmptyState = ({ icon, title, hint, action }: EmptyStateProps) => (
  <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
    <Box aria-hidden sx={{ '& svg': { fontSize: 48 } }}>
      {icon}
    </Box>
    <Typography component="p" variant="h6" sx={{ color: 'text.primary', mt: 1 }}>
      {title}
    </Typography>
    {hint && <Typography>{hint}</Typography>}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);
