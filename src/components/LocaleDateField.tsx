import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useFormatDate } from '../lib/dates';

/** A record's date in the interface language (date-fns), e.g. "21 nov. 2026". */
export const LocaleDateField = ({
  pattern = 'PP',
  ...props
}: FieldProps & { pattern?: string }) => {
  const value: unknown = useFieldValue(props);
  const formatDate = useFormatDate();
  const text =
    typeof value === 'string' || typeof value === 'number' ? formatDate(value, pattern) : '';
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
};
