// What the wizard holds while the user goes through it: the choices in the user's terms (an
// artist and an album with their names for the summary, the budget as typed), turned into API
// fields only when saved (wizardPayload.ts).
import type { Campaign, ContentLanguage } from '@/api/types';
import {
  videoTypeOf,
  type MaterialsLanguage,
  type ProductionLanguage,
  type VideoType,
} from './campaignOptions';

export interface WizardValues {
  artist: { id: number; name: string } | null;
  album: { id: number; title: string } | null;
  name: string;
  /** YYYY-MM-DD, or '' when not chosen yet. */
  launchDate: string;
  description: string;
  /** As typed; null until the user sets it, which means the settings' minimum. */
  budget: string | null;
  languages: ContentLanguage[];
  productionLanguage: ProductionLanguage;
  materialsLanguage: MaterialsLanguage;
  videoType: VideoType;
  livePosts: boolean;
}

/** A new campaign: the defaults of spec 02 §9. */
export const newCampaignValues = (): WizardValues => ({
  artist: null,
  album: null,
  name: '',
  launchDate: '',
  description: '',
  budget: null,
  languages: ['en'],
  productionLanguage: 'en',
  materialsLanguage: 'fr-ca',
  videoType: 'music_video',
  livePosts: false,
});

/** The wizard filled from a campaign, to edit it. */
export const campaignValues = (campaign: Campaign): WizardValues => ({
  artist: { id: campaign.artist_id, name: campaign.artist_name },
  album: { id: campaign.album_id, title: campaign.album_title },
  name: campaign.name,
  launchDate: campaign.launch_date,
  description: campaign.description ?? '',
  budget: String(campaign.total_budget),
  languages: [...campaign.languages],
  productionLanguage: campaign.production_description_language,
  materialsLanguage: campaign.artist_materials_language,
  videoType: videoTypeOf(campaign),
  livePosts: campaign.include_live_posts,
});

/** The API fields each wizard value is sent as: a server error on one goes back to it. */
export const API_FIELDS: Record<keyof WizardValues, readonly string[]> = {
  artist: ['artist_id'],
  album: ['album_id'],
  name: ['name'],
  launchDate: ['launch_date'],
  description: ['description'],
  budget: ['total_budget'],
  languages: ['languages'],
  productionLanguage: ['production_description_language'],
  materialsLanguage: ['artist_materials_language'],
  videoType: ['has_music_video', 'has_lyrics_video'],
  livePosts: ['include_live_posts'],
};
