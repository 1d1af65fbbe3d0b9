// GET /campaigns answers every campaign at once (data.campaigns); artist_id and status are
// extensions, so the list is also filtered here, then sorted and paged. album_id is no parameter
// of the contract: it filters here only (an album's Marketing tab).
import { invalidFormatError } from '@/api/errors';
import { PLATFORMS } from '@/api/campaignVocabulary';
import type { Campaign, CampaignCreate, CampaignUpdate } from '@/api/types';
import { idOf, includesText, localList, searchOf, textOf, windowOf } from '../listWindow';
import type { ResourceOverrides } from './types';

const WRITABLE = [
  'name',
  'description',
  'artist_id',
  'album_id',
  'launch_date',
  'total_budget',
  'languages',
  'production_description_language',
  'artist_materials_language',
  'has_music_video',
  'has_lyrics_video',
  'include_live_posts',
  'target_platforms',
] as const;

function pickWritable(data: Record<string, unknown>, extra: readonly string[] = []) {
  const body: Record<string, unknown> = {};
  for (const key of [...WRITABLE, ...extra]) if (key in data) body[key] = data[key];
  if (typeof body.name === 'string') body.name = body.name.trim();
  if (typeof body.description === 'string') body.description = body.description.trim() || null;
  return body;
}

export const campaignsOverrides: ResourceOverrides<Campaign> = (client, rest) => ({
  async getList(params) {
    const win = windowOf(params, 'launch_date');
    const artistId = idOf(params.filter?.artist_id);
    const albumId = idOf(params.filter?.album_id);
    const status = textOf(params.filter?.status);
    const search = searchOf(params.filter);
    const { data } = await client.request<{ campaigns: unknown }>(
      '/campaigns',
      { query: { artist_id: artistId, status } },
      'object',
    );
    if (!Array.isArray(data.campaigns)) throw invalidFormatError();
    return localList(
      data.campaigns as Campaign[],
      win,
      (c) =>
        (!artistId || c.artist_id === artistId) &&
        (!albumId || c.album_id === albumId) &&
        (!status || c.status === status) &&
        (!search || includesText(c.name, search) || includesText(c.artist_name, search)),
    );
  },
  create: (data) =>
    // The wizard never asks: campaigns always target the four platforms (spec 02, wizard).
    rest.create({ target_platforms: [...PLATFORMS], ...pickWritable(data) } as CampaignCreate),
  update: (id, data) => rest.update(id, pickWritable(data, ['status']) as CampaignUpdate),
});
