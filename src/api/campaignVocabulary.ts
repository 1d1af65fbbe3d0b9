// A campaign's closed lists (spec 02 §4 and §9, the contract's enums): its statuses, the
// platforms it posts to, the languages of its content, of its production notes and of the
// artist's materials, and a material's statuses. One copy for the app (badges, filters, the
// wizard, the settings screen) and for the demo API, which refuses any value not listed here.
import { contractList } from './contractList';
import type { Campaign, CampaignStatus, ContentLanguage, MaterialStatus, Platform } from './types';

export const CAMPAIGN_STATUSES = contractList<CampaignStatus>()([
  'draft',
  'scheduled',
  'active',
  'completed',
  'paused',
  'cancelled',
]);

/** The platforms a campaign posts to, in the order the screens list them. */
export const PLATFORMS = contractList<Platform>()(['facebook', 'instagram', 'tiktok', 'youtube']);

export const CONTENT_LANGUAGES = contractList<ContentLanguage>()(['en', 'fr-ca', 'fr-fr', 'es']);

export const PRODUCTION_LANGUAGES = contractList<Campaign['production_description_language']>()([
  'en',
  'fr',
]);

export const MATERIALS_LANGUAGES = contractList<Campaign['artist_materials_language']>()([
  'fr-ca',
  'fr-fr',
  'en',
]);

export const MATERIAL_STATUSES = contractList<MaterialStatus>()([
  'pending',
  'submitted',
  'approved',
  'rejected',
]);

/** The contract's ceiling on a campaign's total budget (in lib/money's DEFAULT_CURRENCY). */
export const MAX_CAMPAIGN_BUDGET = 50_000;
