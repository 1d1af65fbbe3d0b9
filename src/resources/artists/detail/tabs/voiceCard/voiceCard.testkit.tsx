// Shared by the voice card's tests: seeded artists picked by whether they have a card (from the
// demo database, the truth) and the tab rendered alone, as the detail screen mounts it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithAdmin, type RenderOptions } from '@tests/helpers/renderWithAdmin';
import type { Artist } from '@/api/types';
import { db } from '@/mocks/db/database';
import { allArtists } from '../../artistDetail.testkit';
import { VoiceCardTab } from '../VoiceCardTab';

const hasCard = (artistId: number) => db().voiceCards.some((c) => c.artist_id === artistId);

export async function artistWithoutCard(): Promise<Artist> {
  const artist = (await allArtists()).find((a) => !hasCard(a.id));
  if (!artist) throw new Error('No seeded artist without a voice card');
  return artist;
}

export async function artistWithCard(): Promise<Artist> {
  const artist = (await allArtists()).find((a) => hasCard(a.id));
  if (!artist) throw new Error('No seeded artist with a voice card');
  return artist;
}

export const storedCard = (artistId: number) =>
  db().voiceCards.find((c) => c.artist_id === artistId);

/** The tab at ?tab=voice-card, with a link that switches to another tab the way the tabs do. */
export function renderVoiceCardTab(
  artist: Artist,
  options: Pick<RenderOptions, 'locale' | 'stackedToasts'> = {},
) {
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <>
      <Link to={`/artist/${artist.id}?tab=overview`}>Overview tab</Link>
      <VoiceCardTab artist={artist} />
    </>,
    { route: `/artist/${artist.id}?tab=voice-card`, resource: 'artists', ...options },
  );
  return { user, ...rendered };
}

/** Waits for the form, once the card is read. */
export const findForm = () => screen.findByRole('textbox', { name: 'Lexicon' });

export const slider = (name: string) => screen.getByRole('slider', { name });
