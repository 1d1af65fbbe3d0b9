import { useFieldValue, type FieldProps } from 'react-admin';
import { toDate, useFormatDate } from '../lib/dates';

/**
 * A record's date in a table, in the interface language and styled like every other date of the
 * app ("21 nov. 2026"); a calendar date without a time stays that day wherever the user is. One
 * formatter serves the whole list (lib/dates keeps it), where react-admin's DateField builds one
 * per cell and render; the text takes the cell's own type, as DateField's does.
 */
export const LocaleDateField = ({ source }: Pick<FieldProps, 'source'>) => {
  const value: unknown = useFieldValue({ source });
  const format = useFormatDate();
  const date = typeof value === 'string' || typeof value === 'number' ? toDate(value) : null;
  if (!date) return null;
  // The API's own text is a valid machine-readable date (a calendar date stays that day).
  const machine = typeof value === 'string' ? value : date.toISOString();
  return <time dateTime={machine}>{format(date)}</time>;
};
