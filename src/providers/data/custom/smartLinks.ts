import type { ApiClient } from '@/api/client';
import type {
  LinkSettings,
  LinkSettingsUpdate,
  PresaveResult,
  Release,
  SmartLinkPlatform,
  SmartLinkPlatformInput,
} from '@/api/types';
import { outcome } from './result';

export const smartLinkMethods = (client: ApiClient) => {
  const base = (artistId: number) => `/links/admin/${artistId}`;
  return {
    getSmartLinkPlatforms: async (artistId: number) =>
      outcome(
        await client.request<SmartLinkPlatform[]>(`${base(artistId)}/platforms`, {}, 'array'),
      ),
    saveSmartLinkPlatforms: async (artistId: number, platforms: SmartLinkPlatformInput[]) =>
      outcome(
        await client.request<SmartLinkPlatform[]>(
          `${base(artistId)}/platforms/batch`,
          { method: 'POST', json: { platforms } },
          'array',
        ),
      ),
    getSmartLinkSettings: async (artistId: number) =>
      outcome(await client.request<LinkSettings>(`${base(artistId)}/settings`, {}, 'object')),
    saveSmartLinkSettings: async (artistId: number, settings: LinkSettingsUpdate) =>
      outcome(
        await client.request<LinkSettings>(
          `${base(artistId)}/settings`,
          { method: 'PUT', json: settings },
          'object',
        ),
      ),
    getSmartLinkReleases: async (artistId: number) =>
      outcome(await client.request<Release[]>(`${base(artistId)}/releases`, {}, 'array')),
    createPresaveReleases: async (artistId: number, releaseIds: number[]) =>
      outcome(
        await client.request<PresaveResult>(
          `${base(artistId)}/presave-releases`,
          { method: 'POST', json: { release_ids: releaseIds } },
          'object',
        ),
      ),
  };
};
