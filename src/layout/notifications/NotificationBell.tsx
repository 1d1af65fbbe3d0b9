import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useUnreadNotificationCount } from '../../features/notifications/notificationQueries';
import { useOpenedOnce } from '../../lib/useOpenedOnce';

// The dropdown (the list, its actions, relative dates) is fetched when first opened: a page
// load needs only the bell and its count.
const NotificationsDropdown = lazy(() =>
  import('./NotificationsDropdown').then((m) => ({ default: m.NotificationsDropdown })),
);

/** Spec 9: the badge shows up to 99, then "99+". */
export const BADGE_MAX = 99;

/** The header's bell: the polled unread count on a badge, and the dropdown of the newest. */
export const NotificationBell = () => {
  const translate = useTranslate();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const everOpened = useOpenedOnce(anchorEl !== null);
  const { data: unreadCount = 0 } = useUnreadNotificationCount({ poll: true });
  const title = translate('app.notifications.title');
  // The name carries the exact count; the badge is capped, and hidden from assistive tech.
  const label =
    unreadCount > 0
      ? translate('app.notifications.bell_label_unread', { count: unreadCount })
      : title;
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchorEl !== null}
          onClick={(event) => setAnchorEl(event.currentTarget)}
        >
          <Badge
            badgeContent={unreadCount}
            max={BADGE_MAX}
            color="error"
            slotProps={{ badge: { 'aria-hidden': true } }}
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <NotificationsDropdown anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  );
};
