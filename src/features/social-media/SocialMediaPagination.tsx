import { TablePagination } from '@mui/material';
import { useListContext } from 'react-admin';
import type { Artist } from '../../api/types';

const PAGE_SIZES = [10, 25, 50];

/**
 * The list's pages as MUI's table pagination, whose texts (and "1–10 of 3,040" in the
 * interface language's numbers) the theme gives (layout/muiTexts); react-admin's own
 * Pagination would write the total as a bare number.
 */
export const SocialMediaPagination = () => {
  const { total, page, perPage, setPage, setPerPage, isPending } = useListContext<Artist>();
  if (isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
    />
  );
};
