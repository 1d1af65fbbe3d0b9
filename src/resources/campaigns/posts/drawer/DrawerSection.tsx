import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A named part of the drawer: its heading labels it. */
export const DrawerSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        variant="subtitle2"
        sx={{ color: 'text.secondary', mb: 0.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
};

/** Text as written: line breaks kept, long words wrapped; muted for a placeholder. */
export const DrawerText = ({
  children,
  muted = false,
}: {
  children: ReactNode;
  muted?: boolean;
}) => (
  <Typography
    variant="body2"
    sx={{
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      ...(muted && { color: 'text.secondary', fontStyle: 'italic' }),
    }}
  >
    {children}
  </Typography>
);
