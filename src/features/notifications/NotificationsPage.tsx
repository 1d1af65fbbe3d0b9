import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button, Card, CardContent, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { NotificationList } from './NotificationList';
import { useNotificationList, useUnreadNotificationCount } from './notificationQueries';
import { ReadFilterToggle } from './ReadFilterToggle';
import { EMPTY_KEYS, matchesReadFilter, type ReadFilter } from './readFilter';
import { useNotificationActions } from './useNotificationActions';

export const PAGE_SIZE = 10;
/** The API pages with `limit` only (at most 100), so the page fetches that many and pages here. */
export const FETCH_LIMIT = 100;

/** /notifications: every recent notification, filtered by read state, 10 per page. */
const NotificationsPage = () => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState(0);
  const { data: notifications = [], isPending } = useNotificationList(FETCH_LIMIT);
  const { data: unreadCount = 0 } = useUnreadNotificationCount();
  const { open, markAllRead, isMarkingAllRead, remove, removingId } = useNotificationActions();

  const filtered = notifications.filter((n) => matchesReadFilter(filter, n));
  // Marking read or deleting can empty the last page; show the new last one then.
  const lastPage = Math.max(0, Math.ceil(filtered.length / PAGE_SIZE) - 1);
  const currentPage = Math.min(page, lastPage);
  const shown = filtered.slice(currentPage * PAGE_SIZE, (currentPage + 1) * PAGE_SIZE);
  const hasUnread = unreadCount > 0 || notifications.some((n) => !n.is_read);

  const changeFilter = (next: ReadFilter) => {
    setFilter(next);
    setPage(0);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.notifications.title" />
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h5" component="h1">
            {translate('app.notifications.title')}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <ReadFilterToggle value={filter} onChange={changeFilter} />
            <Button
              startIcon={<DoneAllIcon />}
              onClick={markAllRead}
              disabled={!hasUnread || isMarkingAllRead}
            >
              {translate('app.notifications.mark_all_read')}
            </Button>
          </Stack>
        </Stack>
        <NotificationList
          notifications={shown}
          loading={isPending}
          emptyKey={EMPTY_KEYS[filter]}
          onOpen={(notification) => open(notification)}
          onDelete={remove}
          removingId={removingId}
        />
        {filtered.length > 0 && (
          <TablePagination
            component="div"
            count={filtered.length}
            page={currentPage}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_, next) => setPage(next)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('app.notifications.pagination.range', { from, to, count })
            }
            getItemAriaLabel={(type) => translate(`app.notifications.pagination.${type}`)}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default NotificationsPage;
