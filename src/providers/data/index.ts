// The app's one dataProvider: react-admin's CRUD calls mapped to API v1 (any resource by the
// usual shapes, see restAdapter.ts, with the exceptions in resources/), plus typed custom
// methods for every non-CRUD operation of the contract.
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { createApiClient, type ApiClient } from '../../api/client';
import { RESOURCE_OVERRIDES } from './resources';
import type { ResourceAdapter } from './resources/types';
import { restAdapter } from './restAdapter';
import { withUploadTracking } from './uploadTracking';
import { analyticsMethods } from './custom/analytics';
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
  ...analyticsMethods(client),
});

export type LabelDataProvider = DataProvider & ReturnType<typeof customMethods>;

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

export function createDataProvider(client: ApiClient = createApiClient()): LabelDataProvider {
  const adapters = new Map<string, ResourceAdapter>();
  /** The resource's default adapter at /{resource}, with its exceptions, if any, over it. */
  const adapter = (resource: string): ResourceAdapter => {
    let found = adapters.get(resource);
    if (!found) {
      const rest = restAdapter(client, `/${resource}`);
      const overrides = Object.hasOwn(RESOURCE_OVERRIDES, resource)
        ? RESOURCE_OVERRIDES[resource](client, rest)
        : {};
      found = { ...rest, ...overrides };
      adapters.set(resource, found);
    }
    return found;
  };

  /** Each id once; a record that no longer exists is left out rather than failing the rest. */
  async function getMany(
    resource: string,
    ids: Identifier[],
    signal?: AbortSignal,
  ): Promise<RaRecord[]> {
    const unique = [...new Set(ids.map(String))];
    const results = await Promise.allSettled(
      unique.map((id) => adapter(resource).getOne(id, { signal })),
    );
    return results.flatMap((result) => {
      if (result.status === 'fulfilled') return [result.value];
      if (isNotFound(result.reason)) return [];
      throw result.reason;
    });
  }

  const crud: DataProvider = {
    getList: (resource, params) => adapter(resource).getList(params),
    getOne: async (resource, params) => ({ data: await adapter(resource).getOne(params.id) }),
    getMany: async (resource, params) => ({
      data: await getMany(resource, params.ids, params.signal),
    }),
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

  return { ...crud, ...customMethods(withUploadTracking(client)) };
}
