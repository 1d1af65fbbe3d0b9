// Deleting an artist removes everything that only makes sense with them, so that no list of the
// demo shows orphans: their catalogue and media (with uploaded bytes) and their promotion data.
import type { Database } from '../../db/schema';
import { deleteBlob } from '../../files/blobStore';

export async function removeArtistData(database: Database, artistId: number): Promise<void> {
  const mine = <T extends { artist_id?: number }>(rows: T[]) =>
    rows.filter((row) => row.artist_id !== artistId);

  for (const file of database.mediaFiles) {
    if (file.artist_id === artistId && file.source.kind === 'stored') {
      await deleteBlob(file.source.key);
    }
  }
  const campaignIds = new Set(
    database.campaigns.filter((c) => c.artist_id === artistId).map((c) => c.id),
  );
  database.songs = mine(database.songs);
  database.albums = mine(database.albums);
  database.mediaFiles = mine(database.mediaFiles);
  database.campaigns = mine(database.campaigns);
  database.posts = database.posts.filter((p) => !campaignIds.has(p.campaign_id));
  database.materials = database.materials.filter((m) => !campaignIds.has(m.campaign_id));
  database.voiceCards = mine(database.voiceCards);
  database.socialAccounts = mine(database.socialAccounts);
  database.facebookPosts = mine(database.facebookPosts);
  database.songRequests = mine(database.songRequests);
  database.smartLinkPlatforms = mine(database.smartLinkPlatforms);
  database.linkSettings = mine(database.linkSettings);
  database.presaves = mine(database.presaves);
  database.artists = database.artists.filter((a) => a.id !== artistId);
}
