import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, Card, CardContent, Stack } from '@mui/material';
import { ListContextProvider, Title, useList, useTranslate } from 'react-admin';
import type { Notification } from '../../api/types';
import { ScreenHeader } from '../../components/ScreenHeader';
import { NotificationList } from './NotificationList';
import { NotificationPagination } from './NotificationPagination';
import { useNotificationList, useUnreadNotificationCount } from './notificationQueries';
import { ReadFilterToggle } from './ReadFilterToggle';
import { EMPTY_KEYS, readFilterOf } from './readFilter';
import { useNotificationActions } from './useNotificationActions';

export const PAGE_SIZE = 10;
/** The API pages with `limit` only (at most 100), so the page fetches that many and pages here. */
export const FETCH_LIMIT = 100;

/** /notifications: every recent notification, filtered by read state, 10 per page. */
const NotificationsPage = () => {
  const translate = useTranslate();
  const { data: notifications = [], isPending } = useNotificationList(FETCH_LIMIT);
  // Filtered and paged on the client, in the API's order (newest first).
  const list = useList<Notification>({ data: notifications, isPending, perPage: PAGE_SIZE });
  const { data: unreadCount = 0 } = useUnreadNotificationCount();
  const { open, markAllRead, isMarkingAllRead, remove, removingId } = useNotificationActions();
  const hasUnread = unreadCount > 0 || notifications.some((n) => !n.is_read);

  return (
    <ListContextProvider value={list}>
      <Card sx={{ mt: 2 }}>
        <Title title="app.notifications.title" />
        <CardContent>
          <ScreenHeader title={translate('app.notifications.title')}>
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <ReadFilterToggle />
              <Button
                startIcon={<DoneAllIcon />}
                onClick={markAllRead}
                disabled={!hasUnread || isMarkingAllRead}
              >
                {translate('app.notifications.mark_all_read')}
              </Button>
            </Stack>
          </ScreenHeader>
          <NotificationList
            notifications={list.data ?? []}
            // useList pages in an effect: until its first pass there is no page to show yet.
            loading={list.isPending || list.total === undefined}
            emptyKey={EMPTY_KEYS[readFilterOf(list.filterValues)]}
            onOpen={(notification) => open(notification)}
            onDelete={remove}
            removingId={removingId}
          />
          <NotificationPagination />
        </CardContent>
      </Card>
    </ListContextProvider>
  );
};

export default NotificationsPage;
