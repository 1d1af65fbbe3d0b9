// Shared by the wizard's component tests: the wizard rendered alone, the seeded truth it must
// show, and the user's moves through its steps.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { typeInPicker } from '@tests/helpers/pickers';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { Campaign } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { AlbumRow, ArtistRow } from '@/mocks/db/schema';
import { campaignView } from '@/mocks/handlers/campaigns/campaignView';
import { server } from '@/mocks/node';
import { defaultSettings } from '@/mocks/promotion/defaults';
import CampaignWizard from './CampaignWizard';

export function renderWizard(
  options: { campaign?: Campaign; locale?: 'en' | 'fr' | 'es'; stackedToasts?: boolean } = {},
) {
  // No pause between keys, and no pointer-events check: jsdom computes styles slowly, and the
  // wizard's controls are never covered.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithAdmin(
    <CampaignWizard open campaign={options.campaign} onClose={onClose} onSaved={onSaved} />,
    { locale: options.locale ?? 'en', stackedToasts: options.stackedToasts },
  );
  return { user, onClose, onSaved };
}

/** The seeded artists that have albums, with their albums. */
export function artistsWithAlbums(): { artist: ArtistRow; albums: AlbumRow[] }[] {
  const database = db();
  return database.artists
    .map((artist) => ({
      artist,
      albums: database.albums.filter((album) => album.artist_id === artist.id),
    }))
    .filter(({ albums }) => albums.length > 0);
}

export const artistsWithoutAlbums = (): ArtistRow[] => {
  const database = db();
  return database.artists.filter((a) => !database.albums.some((b) => b.artist_id === a.id));
};

/** A seeded campaign as GET /campaigns/{id} answers it. */
export function seededCampaign(index = 0): Campaign {
  const database = db();
  const row = database.campaigns[index];
  if (!row) throw new Error('No seeded campaign');
  return campaignView(database, row);
}

/** Sets the settings' budget floor (GET /settings then answers it). */
export function setMinimumBudget(min: number) {
  const database = db();
  const base = structuredClone(database.settings ?? defaultSettings());
  base.campaignSettings.min_budget_per_campaign = min;
  database.settings = base;
}

/** The wizard ("New Campaign", "Edit Campaign: ...", in any interface language). */
export const dialog = () => screen.getByRole('dialog', { name: /Campaign|campagne|campaña/ });
export const button = (name: string | RegExp) => within(dialog()).getByRole('button', { name });
export const nextButton = (label = 'Next') => button(label);

/** The progress bar's label, "Step n of 4: <step name>". */
// French puts a narrow no-break space before a colon: the steps are compared word by word.
export const progress = () =>
  (
    dialog().querySelector('[role="progressbar"][aria-valuetext]')?.getAttribute('aria-label') ?? ''
  ).replace(/[\u00a0\u202f]/g, ' ');

export const artistGroup = () => within(dialog()).getByRole('radiogroup', { name: 'Artist' });

/** The text of each artist card shown (stage name, real name, album count). */
export const artistCards = () =>
  Array.from(artistGroup().querySelectorAll('label'), (label) => label.textContent ?? '');

/** Replaces a text field's content the way a user pasting it would. */
export async function typeInto(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Types a search and waits until the grid shows its results. */
export async function searchArtists(user: UserEvent, text: string) {
  const search = within(dialog()).getByRole('searchbox', { name: 'Search artists' });
  await typeInto(user, search, text);
  const group = artistGroup();
  await waitFor(() => {
    const cards = Array.from(group.querySelectorAll('label'), (label) => label.textContent ?? '');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.toLowerCase().includes(text.toLowerCase()))).toBe(true);
  });
}

export async function chooseArtistAndAlbum(
  user: UserEvent,
  artistName: string,
  albumTitle: string,
) {
  await searchArtists(user, artistName);
  await user.click(
    within(artistGroup()).getByRole('radio', { name: new RegExp(`^${escape(artistName)}`) }),
  );
  const albums = await within(dialog()).findByRole('radiogroup', { name: 'Album' });
  await user.click(
    await within(albums).findByRole('radio', { name: new RegExp(`^${escape(albumTitle)}`) }),
  );
}

export const nameField = () => within(dialog()).getByRole('textbox', { name: /Campaign Name/ });
export const budgetField = () =>
  within(dialog()).getByRole('spinbutton', { name: /Total Budget \(CAD\)/ });

/** Types a YYYY-MM-DD launch date into the English picker (month, day, year), as a user does. */
export async function setLaunchDate(user: UserEvent, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string];
  await typeInPicker(user, dialog(), /Launch Date/, { Month: month, Day: day, Year: year });
}

export async function fillDetails(user: UserEvent, name: string, launchDate: string) {
  await typeInto(user, nameField(), name);
  await setLaunchDate(user, launchDate);
}

export async function goNext(user: UserEvent, expectedStep: string, label = 'Next') {
  await waitFor(() => expect(nextButton(label)).toBeEnabled());
  await user.click(nextButton(label));
  await waitFor(() => expect(progress()).toMatch(expectedStep));
}

type RequestListener = (info: { request: Request }) => void;
const listening: RequestListener[] = [];

/**
 * Calls `listener` with every request the wizard sends to the demo API. Only these listeners
 * are removed afterwards (stopWatchingRequests): the test setup has its own.
 */
export function watchRequests(listener: RequestListener): void {
  listening.push(listener);
  server.events.on('request:start', listener);
}

export function stopWatchingRequests(): void {
  for (const listener of listening.splice(0))
    server.events.removeListener('request:start', listener);
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
