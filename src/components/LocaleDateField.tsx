import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { DATE_OPTIONS, toDate } from '../lib/dates';

// DateField reads a value it cannot parse as an invalid date, as its own default does.
const calendarAware = (value: string | number | Date): Date => toDate(value) ?? new Date(NaN);

/**
 * react-admin's DateField in the interface language, styled like every other date of the app
 * ("21 nov. 2026"); a calendar date without a time stays that day wherever the user is (DateField
 * alone only does that without `options`).
 */
export const LocaleDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} options={DATE_OPTIONS} transform={calendarAware} {...props} />;
};
