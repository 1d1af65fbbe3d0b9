// The Promo Campaigns screen's paths (spec 02, routes). A campaign's posts and a single post open
// over the screen from its query string, so those links survive a reload and can be shared.
import type { Identifier } from 'react-admin';
import type { PostStatus } from '../../api/types';

export const campaignsPath = '/promo-campaigns';

export interface CampaignPostsLink {
  campaignId: Identifier;
  postId?: Identifier;
  /** Opens the posts pre-filtered to this status (the attention cards). */
  status?: PostStatus;
}

export function campaignPostsPath({ campaignId, postId, status }: CampaignPostsLink): string {
  const query = new URLSearchParams({ campaignId: String(campaignId) });
  if (postId !== undefined) query.set('postId', String(postId));
  if (status) query.set('status', status);
  return `${campaignsPath}?${query.toString()}`;
}

/** A new campaign with its artist and album already chosen (an album's Marketing tab). */
export interface NewCampaignRequest {
  artistId: number;
  albumId: number;
}

const NEW_CAMPAIGN = { open: 'wizard', artist: 'artistId', album: 'albumId' } as const;

/**
 * Opens the wizard over the screen from the query string, so that a reload (or a shared link)
 * opens it again with the same choice; the wizard's draft keeps what was typed since.
 */
export function newCampaignPath({ artistId, albumId }: NewCampaignRequest): string {
  const query = new URLSearchParams({
    [NEW_CAMPAIGN.open]: 'new',
    [NEW_CAMPAIGN.artist]: String(artistId),
    [NEW_CAMPAIGN.album]: String(albumId),
  });
  return `${campaignsPath}?${query.toString()}`;
}

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The new campaign the query string asks for, if any. */
export function newCampaignRequestOf(params: URLSearchParams): NewCampaignRequest | null {
  if (params.get(NEW_CAMPAIGN.open) !== 'new') return null;
  const artistId = positiveId(params.get(NEW_CAMPAIGN.artist));
  const albumId = positiveId(params.get(NEW_CAMPAIGN.album));
  return artistId && albumId ? { artistId, albumId } : null;
}

/** The query string without the wizard's request: closed, the wizard stays closed on reload. */
export function withoutNewCampaign(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of Object.values(NEW_CAMPAIGN)) rest.delete(name);
  return rest;
}
