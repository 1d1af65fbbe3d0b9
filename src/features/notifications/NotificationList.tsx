import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Notification } from '../../api/types';
import { NotificationItem } from './NotificationItem';

const SKELETON_ROWS = 3;

export interface NotificationListProps {
  notifications: readonly Notification[];
  loading: boolean;
  /** Translation key of the text shown when there is nothing to list. */
  emptyKey: string;
  onOpen: (notification: Notification) => void;
  onDelete: (id: number) => void;
  removingId?: number;
}

/** The list both the dropdown and the page show: placeholders while loading, then items. */
export const NotificationList = ({
  notifications,
  loading,
  emptyKey,
  onOpen,
  onDelete,
  removingId,
}: NotificationListProps) => {
  const translate = useTranslate();
  if (loading) {
    return (
      <List aria-label={translate('app.notifications.loading')} aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <ListItem key={index} divider>
            <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="90%" />} />
          </ListItem>
        ))}
      </List>
    );
  }
  if (notifications.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        {translate(emptyKey)}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={translate('app.notifications.list_label')}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={onOpen}
          onDelete={onDelete}
          deleting={removingId === notification.id}
        />
      ))}
    </List>
  );
};
