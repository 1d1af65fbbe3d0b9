import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export interface DetailItem {
  label: string;
  /** Empty values (null, undefined, '') leave the whole item out. */
  value: ReactNode;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** Label and value pairs as a description list. */
export const DetailList = ({ items }: { items: DetailItem[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
      columnGap: 3,
      rowGap: 1.5,
      m: 0,
    }}
  >
    {items
      .filter((item) => !isEmpty(item.value))
      .map((item) => (
        <Fragment key={item.label}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Fragment>
      ))}
  </Box>
);
