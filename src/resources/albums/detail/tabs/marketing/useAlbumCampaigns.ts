import { useGetList } from 'react-admin';
import type { Album, Campaign } from '@/api/types';

// GET /campaigns answers every campaign at once: asking for all of them costs one request.
const ALL = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/**
 * The album's campaigns, latest launch first. artist_id narrows the answer where the server
 * honours it (an extension); the album is always picked out on the client.
 */
export function useAlbumCampaigns(album: Pick<Album, 'id' | 'artist_id'>) {
  return useGetList<Campaign>('campaigns', {
    pagination: ALL,
    sort: { field: 'launch_date', order: 'DESC' },
    filter: { artist_id: album.artist_id, album_id: album.id },
  });
}
