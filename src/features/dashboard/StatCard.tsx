import { Avatar, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

export interface StatCardProps {
  title: string;
  /** A count (formatted in the interface language) or a ready text; none shows a dash. */
  value: number | string | undefined;
  icon: ReactNode;
  color: 'primary' | 'secondary' | 'success' | 'info' | 'warning';
  loading?: boolean;
}

/** One figure with its name as the card's heading. */
export const StatCard = ({ title, value, icon, color, loading = false }: StatCardProps) => {
  const headingId = useId();
  const [locale] = useLocaleState();
  const text =
    typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : (value ?? '—');
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            aria-hidden
            sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, width: 48, height: 48 }}
          >
            {icon}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle2"
              noWrap
              sx={{ color: 'text.secondary' }}
            >
              {title}
            </Typography>
            <Typography component="p" variant="h4">
              {loading ? <Skeleton width="3ch" /> : text}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
