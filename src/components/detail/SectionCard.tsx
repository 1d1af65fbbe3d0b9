import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  busy?: boolean;
  sx?: SxProps<Theme>;
}

/** A card that is a named region: its title is the heading that labels it. */
export const SectionCard = ({ title, children, busy, sx }: SectionCardProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={busy} sx={sx}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
