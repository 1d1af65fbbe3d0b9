import type { ApiClient } from '@/api/client';
import type { PostTemplate, PostTemplateUpdate, Settings, SettingsUpdate } from '@/api/types';
import { outcome } from './result';

export const settingsMethods = (client: ApiClient) => ({
  getSettings: async () => outcome(await client.request<Settings>('/settings', {}, 'object')),
  updateSettings: async (settings: SettingsUpdate) =>
    outcome(
      await client.request<Settings>('/settings', { method: 'PUT', json: settings }, 'object'),
    ),
  resetSettings: async () =>
    outcome(await client.request<Settings>('/settings/reset', { method: 'POST' }, 'object')),
  getPostTemplates: async () =>
    outcome(await client.request<PostTemplate[]>('/settings/post-templates', {}, 'array')),
  updatePostTemplate: async (id: number, changes: PostTemplateUpdate) =>
    outcome(
      await client.request<PostTemplate>(
        `/settings/post-template/${id}`,
        { method: 'PUT', json: changes },
        'object',
      ),
    ),
});
