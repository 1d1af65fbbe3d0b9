// Shared by the screen's tests: rendering it as the app routes it, and the truth it must show,
// read from the demo database itself rather than through the dataProvider under test.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { db } from '@/mocks/db/database';
import type { CampaignRow } from '@/mocks/db/schema';
import type { PostStatus } from '@/api/types';
import CampaignsScreen from './CampaignsScreen';

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

export const currentPath = () => screen.getByTestId('location').textContent ?? '';

/** The list's filter as the URL carries it. */
export const filterInUrl = (): unknown =>
  JSON.parse(new URLSearchParams(currentPath().split('?')[1]).get('filter') ?? '{}');

export function renderScreen(options: { route?: string; locale?: 'en' | 'fr' | 'es' } = {}) {
  const user = userEvent.setup();
  renderWithAdmin(
    <>
      <CampaignsScreen />
      <LocationSpy />
    </>,
    {
      resource: 'campaigns',
      route: options.route ?? '/promo-campaigns',
      // Always a locale: the i18nProvider is shared and would keep the last test's language.
      locale: options.locale ?? 'en',
    },
  );
  return user;
}

/** Seeded campaigns, latest launch first (the grid's order). */
export const campaignsByLaunch = (): CampaignRow[] =>
  [...db().campaigns].sort((a, b) => b.launch_date.localeCompare(a.launch_date) || b.id - a.id);

export const postsOf = (campaignId: number, status?: PostStatus) =>
  db().posts.filter((p) => p.campaign_id === campaignId && (!status || p.status === status));

export const artistNameOf = (row: CampaignRow) =>
  db().artists.find((artist) => artist.id === row.artist_id)?.stageName ?? '?';

export const albumTitleOf = (row: CampaignRow) =>
  db().albums.find((album) => album.id === row.album_id)?.title ?? '?';

/**
 * The card headings shown, in order; `behindDialog` counts the cards a dialog open over the
 * grid (the posts view) hides from assistive technologies.
 */
export const cardNames = ({ behindDialog = false } = {}) =>
  screen
    .queryAllByRole('article', { hidden: behindDialog })
    .map((card) => card.querySelector('h2')?.textContent ?? '');

export const cardOf = (name: string) => screen.getByRole('article', { name });

/** Waits until the grid shows exactly these campaigns, in this order. */
export async function expectCards(rows: CampaignRow[], options: { behindDialog?: boolean } = {}) {
  await waitFor(() => expect(cardNames(options)).toEqual(rows.map((row) => row.name)));
}

/** The value a card's description lists give for `label`. */
export const factOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
