// The demo label's seeded database as the catalogue health check reads it through the API: each
// row turned into its contract shape by the demo API's own views. Tests only.
import type { Database } from '@/mocks/db/schema';
import { toAlbum } from '@/mocks/handlers/albums/view';
import { toArtist } from '@/mocks/handlers/artists/view';
import { campaignView } from '@/mocks/handlers/campaigns/campaignView';
import { toSong } from '@/mocks/handlers/songs/view';
import type { ArtistSmartLinks, CatalogueData } from '../model/types';

/** Every artist with platform entries, each entry as GET /links/admin/{id}/platforms gives it. */
function smartLinksOf(database: Database): ArtistSmartLinks[] {
  return database.artists.flatMap((artist) => {
    const platforms = database.smartLinkPlatforms
      .filter((row) => row.artist_id === artist.id)
      .map(({ artist_id: _artistId, ...platform }) => platform);
    return platforms.length
      ? [{ artistId: artist.id, artistName: artist.stageName, platforms }]
      : [];
  });
}

export function seededCatalogue(database: Database, now: number): CatalogueData {
  return {
    artists: database.artists.map((row) => toArtist(row, database)),
    songs: database.songs.map((row) => toSong(row, database)),
    albums: database.albums.map((row) => toAlbum(row, database)),
    campaigns: database.campaigns.map((row) => campaignView(database, row)),
    smartLinks: smartLinksOf(database),
    today: new Date(now).toISOString().slice(0, 10),
  };
}
