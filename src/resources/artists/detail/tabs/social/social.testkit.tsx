// Shared by the Social tab's tests: seeded artists picked by their Facebook state (from the
// demo database, the truth), and the parts rendered the way the tab mounts them.
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import type { Artist } from '@/api/types';
import { db } from '@/mocks/db/database';
import { allArtists } from '../../artistDetail.testkit';
import { SocialTab } from '../SocialTab';

const facebookRow = (artistId: number) =>
  db().socialAccounts.find((a) => a.artist_id === artistId && a.platform === 'facebook');

/** A seeded artist whose Facebook page is connected and has posts with photos and a video. */
export async function connectedArtist(): Promise<Artist> {
  const posts = db().facebookPosts;
  const artist = (await allArtists()).find(
    (a) =>
      facebookRow(a.id)?.is_connected &&
      posts.some((p) => p.artist_id === a.id && p.attachments.some((x) => x.type === 'photo')) &&
      posts.some(
        (p) => p.artist_id === a.id && p.attachments.some((x) => x.type === 'video_inline'),
      ),
  );
  if (!artist) throw new Error('No seeded artist with a connected Facebook page');
  return artist;
}

/** A seeded artist whose Facebook page is not connected. */
export async function unconnectedArtist(): Promise<Artist> {
  const artist = (await allArtists()).find((a) => !facebookRow(a.id)?.is_connected);
  if (!artist) throw new Error('No seeded artist without Facebook');
  return artist;
}

/** The tab reads its artist the way the detail screen does, so a saved change shows. */
const LiveSocialTab = ({ id }: { id: number }) => {
  const { data } = useGetOne<Artist>('artists', { id });
  return data ? <SocialTab artist={data} /> : null;
};

export function renderSocial(ui: ReactNode, route = '/', locale: 'en' | 'fr' | 'es' = 'en') {
  const user = userEvent.setup();
  // A post goes out as multipart through the upload path, which jsdom cannot run alone.
  const dataProvider = withJsdomUploads();
  return { user, ...renderWithAdmin(ui, { route, locale, resource: 'artists', dataProvider }) };
}

export const renderSocialTab = (artist: Artist, search = '', locale: 'en' | 'fr' | 'es' = 'en') =>
  renderSocial(
    <LiveSocialTab id={artist.id} />,
    `/artist/${artist.id}?tab=social${search}`,
    locale,
  );
