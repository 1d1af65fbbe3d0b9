// The resources whose endpoints differ from API v1's usual shapes, with only what differs.
// Any other resource is served by the default (../restAdapter.ts) and needs no entry here.
import type { RaRecord } from 'react-admin';
import { albumsOverrides } from './albums';
import { artistsOverrides } from './artists';
import { campaignsOverrides } from './campaigns';
import { songRequestsOverrides } from './songRequests';
import { songsOverrides } from './songs';
import type { ResourceAdapter, ResourceOverrides } from './types';

/** The default adapter reads any record; an exception knows its resource's record type. */
const forRecords =
  <R extends RaRecord>(overrides: ResourceOverrides<R>): ResourceOverrides =>
  (client, rest) =>
    overrides(client, rest as ResourceAdapter<R>);

export const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverrides>> = {
  artists: forRecords(artistsOverrides),
  songs: forRecords(songsOverrides),
  albums: forRecords(albumsOverrides),
  campaigns: forRecords(campaignsOverrides),
  'song-requests': forRecords(songRequestsOverrides),
};
