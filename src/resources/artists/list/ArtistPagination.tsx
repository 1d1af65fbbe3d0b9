import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, Pagination, PaginationItem, type PaginationProps } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { pageCount } from './pageCount';

/**
 * Previous, up to five page numbers around the current page, Next (spec 2, Artist list): MUI's
 * Pagination over react-admin's list state. One sibling each side and no boundary pages make
 * five slots at most, an ellipsis taking the end slot when more pages lie beyond it.
 */
export const ArtistPagination = () => {
  const translate = useTranslate();
  const { total, page, perPage, setPage, isPending } = useListContext<Artist>();
  if (isPending || !total) return null;

  const ariaLabel: PaginationProps['getItemAriaLabel'] = (type, number, selected) => {
    if (type === 'previous') return translate('app.artists.list.previous');
    if (type === 'next') return translate('app.artists.list.next');
    return translate(selected ? 'app.artists.list.current_page' : 'app.artists.list.go_to_page', {
      page: number,
    });
  };

  return (
    <Pagination
      aria-label={translate('app.artists.list.pagination')}
      count={pageCount(total, perPage)}
      page={page}
      onChange={(_event, next) => setPage(next)}
      siblingCount={1}
      boundaryCount={0}
      color="primary"
      getItemAriaLabel={ariaLabel}
      // Previous and Next keep their words (the spec's), not MUI's bare chevrons.
      renderItem={({ type, onClick, disabled, ...item }) =>
        type === 'previous' || type === 'next' ? (
          <Button
            size="small"
            onClick={onClick}
            disabled={disabled}
            startIcon={type === 'previous' ? <ChevronLeftIcon /> : undefined}
            endIcon={type === 'next' ? <ChevronRightIcon /> : undefined}
          >
            {translate(`app.artists.list.${type}`)}
          </Button>
        ) : (
          <PaginationItem {...item} type={type} onClick={onClick} disabled={disabled} />
        )
      }
      sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
    />
  );
};
