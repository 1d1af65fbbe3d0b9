// Shared by the analytics screen's tests: rendering it, and reading a card's table view.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import AnalyticsScreen from './AnalyticsScreen';

/** Where the app is: a drill-down's target once followed. */
const LocationProbe = () => {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
};

export function renderAnalytics(locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  const view = renderWithAdmin(
    <>
      <AnalyticsScreen />
      <LocationProbe />
    </>,
    { route: '/analytics', locale },
  );
  return { user, ...view };
}

export const card = (title: string) => screen.findByRole('region', { name: title });

/** A card's table view, once loaded: each row as [its name, ...its figures as shown]. */
export async function tableOf(
  user: ReturnType<typeof userEvent.setup>,
  title: string,
  tableButton = 'Table',
): Promise<string[][]> {
  const region = await card(title);
  await user.click(await within(region).findByRole('button', { name: tableButton }));
  const table = within(region).getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      ...within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    ]);
}

/** The link a table row's name is, by the row's name. */
export async function rowLink(region: HTMLElement, name: string): Promise<HTMLElement> {
  return within(region).findByRole('link', { name });
}

export const count = (n: number, locale = 'en') => new Intl.NumberFormat(locale).format(n);

/** How many of `items` have each value of `key`, for the values given, in that order. */
export function tally<T>(items: readonly T[], key: (item: T) => string, values: readonly string[]) {
  return values.map((value) => items.filter((item) => key(item) === value).length);
}
