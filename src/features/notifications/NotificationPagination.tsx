import { TablePagination } from '@mui/material';
import { useEffect } from 'react';
import { useListPaginationContext, useTranslate } from 'react-admin';

/**
 * "1–10 of 40" with previous and next, over the list context. react-admin's own Pagination
 * hides itself when the page is past the end; here, marking read or deleting can empty the
 * last page, and the list moves back to the new last one instead.
 */
export const NotificationPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total, setPage, isPending } = useListPaginationContext();
  const lastPage = Math.max(1, Math.ceil((total ?? 0) / perPage));

  useEffect(() => {
    if (!isPending && page > lastPage) setPage(lastPage);
  }, [isPending, page, lastPage, setPage]);

  if (isPending || !total || page > lastPage) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_, next) => setPage(next + 1)}
      labelDisplayedRows={({ from, to, count }) =>
        translate('app.notifications.pagination.range', { from, to, count })
      }
      getItemAriaLabel={(type) => translate(`app.notifications.pagination.${type}`)}
    />
  );
};
