import { Box, Button, Divider, Popover, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { NotificationList } from '../../features/notifications/NotificationList';
import {
  useNotificationList,
  useUnreadNotificationCount,
} from '../../features/notifications/notificationQueries';
import { useNotificationActions } from '../../features/notifications/useNotificationActions';

/** Spec 9: the dropdown shows the last 20 notifications. */
export const DROPDOWN_LIMIT = 20;

export interface NotificationsDropdownProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The bell's popover; a modal, so focus stays inside and Escape closes it. */
export const NotificationsDropdown = ({ anchorEl, onClose }: NotificationsDropdownProps) => {
  const headingId = useId();
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: {
            width: 400,
            maxWidth: 'calc(100vw - 32px)',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <DropdownContent headingId={headingId} onClose={onClose} />
    </Popover>
  );
};

/** Mounted only while open, so the list is fetched afresh each time the dropdown opens. */
const DropdownContent = ({ headingId, onClose }: { headingId: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { data: notifications = [], isPending } = useNotificationList(DROPDOWN_LIMIT);
  const { data: unreadCount = 0 } = useUnreadNotificationCount();
  const { open, markAllRead, isMarkingAllRead, remove, removingId } = useNotificationActions();
  const hasUnread = unreadCount > 0 || notifications.some((n) => !n.is_read);
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {translate('app.notifications.title')}
        </Typography>
        <Button size="small" onClick={markAllRead} disabled={!hasUnread || isMarkingAllRead}>
          {translate('app.notifications.mark_all_read')}
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ overflowY: 'auto', maxHeight: 420 }}>
        <NotificationList
          notifications={notifications}
          loading={isPending}
          emptyKey="app.notifications.empty"
          onOpen={(notification) => open(notification, onClose)}
          onDelete={remove}
          removingId={removingId}
        />
      </Box>
      <Divider />
      <Button component={Link} to="/notifications" onClick={onClose} sx={{ m: 1 }}>
        {translate('app.notifications.view_all')}
      </Button>
    </>
  );
};
