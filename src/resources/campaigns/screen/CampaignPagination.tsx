import { Pagination, type PaginationProps } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const KEY = 'app.campaigns.screen.pagination';

/** MUI's Pagination over the list's page; nothing while every campaign fits on one page. */
export const CampaignPagination = () => {
  const translate = useTranslate();
  const { total, page, perPage, setPage, isPending } = useListContext();
  if (isPending || !total || total <= perPage) return null;

  const ariaLabel: PaginationProps['getItemAriaLabel'] = (type, number, selected) => {
    if (type === 'previous' || type === 'next') return translate(`${KEY}.${type}`);
    return translate(selected ? `${KEY}.current_page` : `${KEY}.go_to_page`, { page: number });
  };

  return (
    <Pagination
      aria-label={translate(`${KEY}.label`)}
      count={Math.ceil(total / perPage)}
      page={page}
      onChange={(_event, next) => setPage(next)}
      color="primary"
      getItemAriaLabel={ariaLabel}
      sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
    />
  );
};
