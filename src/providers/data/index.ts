// The app's one dataProvider: react-admin's CRUD calls mapped to API v1 for the five
// resources, plus typed custom methods for every non-CRUD operation of the contract.
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { createApiClient, type ApiClient } from '../../api/client';
import { albumsAdapter } from './resources/albums';
import { artistsAdapter } from './resources/artists';
import { campaignsAdapter } from './resources/campaigns';
import { songRequestsAdapter } from './resources/songRequests';
import { songsAdapter } from './resources/songs';
import type { ResourceAdapter } from './resources/types';
import { campaignMethods } from './custom/campaigns';
import { catalogueMethods } from './custom/catalogue';
import { mediaMethods } from './custom/media';
import { notificationMethods } from './custom/notifications';
import { postMethods } from './custom/posts';
import { settingsMethods } from './custom/settings';
import { smartLinkMethods } from './custom/smartLinks';
import { socialMediaMethods } from './custom/socialMedia';
import { songRequestMethods } from './custom/songRequests';
import { voiceCardMethods } from './custom/voiceCards';

export const RESOURCES = ['artists', 'songs', 'albums', 'campaigns', 'song-requests'] as const;
export type ResourceName = (typeof RESOURCES)[number];

const customMethods = (client: ApiClient) => ({
  ...catalogueMethods(client),
  ...mediaMethods(client),
  ...notificationMethods(client),
  ...campaignMethods(client),
  ...postMethods(client),
  ...settingsMethods(client),
  ...voiceCardMethods(client),
  ...socialMediaMethods(client),
  ...songRequestMethods(client),
  ...smartLinkMethods(client),
});

export type LabelDataProvider = DataProvider & ReturnType<typeof customMethods>;

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function createDataProvider(client: ApiClient = createApiClient()): LabelDataProvider {
  const adapters: Record<ResourceName, ResourceAdapter> = {
    artists: artistsAdapter(client),
    songs: songsAdapter(client),
    albums: albumsAdapter(client),
    campaigns: campaignsAdapter(client),
    'song-requests': songRequestsAdapter(client),
  };
  const adapter = (resource: string): ResourceAdapter => {
    if ((RESOURCES as readonly string[]).includes(resource)) {
      return adapters[resource as ResourceName];
    }
    throw new HttpError(`Unknown resource "${resource}"`, 404, {});
  };

  /** Each id once; a record that no longer exists is left out rather than failing the rest. */
  async function getMany(resource: string, ids: Identifier[]): Promise<RaRecord[]> {
    const unique = [...new Set(ids.map(String))];
    const results = await Promise.allSettled(unique.map((id) => adapter(resource).getOne(id)));
    return results.flatMap((result) => {
      if (result.status === 'fulfilled') return [result.value];
      if (isNotFound(result.reason)) return [];
      throw result.reason;
    });
  }

  const crud: DataProvider = {
    getList: (resource, params) => adapter(resource).getList(params),
    getOne: async (resource, params) => ({ data: await adapter(resource).getOne(params.id) }),
    getMany: async (resource, params) => ({ data: await getMany(resource, params.ids) }),
    getManyReference: (resource, params) => {
      const a = adapter(resource);
      return a.getManyReference
        ? a.getManyReference(params.target, params.id, params)
        : a.getList({ ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    create: async (resource, params) => ({ data: await adapter(resource).create(params.data) }),
    update: async (resource, params) => ({
      data: await adapter(resource).update(params.id, params.data, params.previousData),
    }),
    updateMany: async (resource, params) => {
      for (const id of params.ids) await adapter(resource).update(id, params.data);
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await adapter(resource).delete(params.id);
      return { data: params.previousData ?? { id: params.id } };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await adapter(resource).delete(id);
      return { data: params.ids };
    },
  } as DataProvider;

  return { ...crud, ...customMethods(client) };
}
