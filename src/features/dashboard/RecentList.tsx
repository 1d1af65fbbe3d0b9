import {
  Avatar,
  Box,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../lib/dates';
import { RECENT_COUNT } from './useDashboardData';

/** What one row shows, whatever the record it stands for. */
export interface RecentEntry {
  id: Identifier;
  /** The record's detail screen. */
  to: string;
  avatar: ReactNode;
  primary: string;
  secondary?: string;
  /** ISO date-time of creation, shown as a date. */
  createdAt?: string;
}

export interface RecentListProps {
  title: string;
  emptyText: string;
  /** Shown in place of the list when the load failed (the toast says why). */
  failedText: string;
  entries: RecentEntry[];
  loading: boolean;
  failed: boolean;
}

/** A card with a heading and the newest records as links to their detail screens. */
export const RecentList = (props: RecentListProps) => {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={props.loading}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ pb: 0 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {props.title}
        </Typography>
      </CardContent>
      <RecentListBody {...props} />
    </Card>
  );
};

const RecentListBody = ({ emptyText, failedText, entries, loading, failed }: RecentListProps) => {
  const formatDate = useFormatDate();
  if (loading) return <RecentListSkeleton />;
  if (failed || entries.length === 0) {
    return (
      <CardContent>
        <Typography sx={{ color: 'text.secondary' }}>{failed ? failedText : emptyText}</Typography>
      </CardContent>
    );
  }
  return (
    <List>
      {entries.map((entry) => (
        <ListItem key={entry.id} disablePadding>
          <ListItemButton component={Link} to={entry.to}>
            <ListItemAvatar>
              <Avatar aria-hidden>{entry.avatar}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={entry.primary}
              secondary={entry.secondary}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              sx={{ minWidth: 0 }}
            />
            {entry.createdAt && (
              <Typography
                component="time"
                dateTime={entry.createdAt}
                variant="caption"
                sx={{ color: 'text.secondary', ml: 2, flexShrink: 0 }}
              >
                {formatDate(entry.createdAt)}
              </Typography>
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

const RecentListSkeleton = () => (
  <Stack spacing={2} aria-hidden sx={{ p: 2 }}>
    {Array.from({ length: RECENT_COUNT }, (_, index) => (
      <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </Stack>
    ))}
  </Stack>
);
