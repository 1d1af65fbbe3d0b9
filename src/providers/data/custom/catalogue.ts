import type { ApiClient } from '@/api/client';
import type { AlbumTypeOption, Genre, SingingLanguage } from '@/api/types';
import { outcome } from './result';

export const catalogueMethods = (client: ApiClient) => ({
  getGenres: async () => outcome(await client.request<Genre[]>('/artists/genres', {}, 'array')),
  getSingingLanguages: async () =>
    outcome(await client.request<SingingLanguage[]>('/artists/singing-languages', {}, 'array')),
  getAlbumTypes: async () =>
    outcome(await client.request<AlbumTypeOption[]>('/albums/types', {}, 'array')),
});
