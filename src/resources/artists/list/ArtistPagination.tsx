import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Button, PaginationItem } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Artist } from '../../../api/types';
import { pageCount, pageWindow } from './pageWindow';

/** Previous, up to five page numbers around the current page, Next (spec 2, Artist list). */
export const ArtistPagination = () => {
  const translate = useTranslate();
  const { total, page, perPage, setPage, isPending } = useListContext<Artist>();
  if (isPending || !total) return null;
  const pages = pageCount(total, perPage);

  return (
    <Box
      component="nav"
      aria-label={translate('app.artists.list.pagination')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        py: 2,
      }}
    >
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => setPage(page - 1)}
      >
        {translate('app.artists.list.previous')}
      </Button>
      {pageWindow(page, pages).map((number) => (
        <PaginationItem
          key={number}
          type="page"
          page={number}
          selected={number === page}
          color="primary"
          aria-label={translate('app.artists.list.go_to_page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => setPage(number)}
        />
      ))}
      <Button
        size="small"
        endIcon={<ChevronRightIcon />}
        disabled={page >= pages}
        onClick={() => setPage(page + 1)}
      >
        {translate('app.artists.list.next')}
      </Button>
    </Box>
  );
};
