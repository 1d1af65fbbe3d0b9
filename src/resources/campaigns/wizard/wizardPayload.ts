// The wizard's values as the API's campaign fields (spec 02 §7, POST /campaigns): the whole set
// for a new campaign (the dataProvider adds target_platforms), only what changed for an edit,
// since PUT /campaigns/{id} leaves absent fields alone.
import type { Campaign, CampaignUpdate } from '../../../api/types';
import { budgetAmount, budgetText } from './budget/budgetRules';
import { CONTENT_LANGUAGES, videoFlagsOf } from './campaignOptions';
import type { WizardValues } from './wizardValues';

export type CampaignFields = Required<
  Pick<
    CampaignUpdate,
    | 'name'
    | 'description'
    | 'artist_id'
    | 'album_id'
    | 'launch_date'
    | 'total_budget'
    | 'languages'
    | 'production_description_language'
    | 'artist_materials_language'
    | 'has_music_video'
    | 'has_lyrics_video'
    | 'include_live_posts'
  >
>;

/**
 * Every field of the campaign. Call it on a complete wizard only (firstIncompleteStep is null):
 * an artist, an album and a numeric budget are then certain.
 */
export function campaignFields(values: WizardValues, minBudget: number): CampaignFields {
  const { artist, album } = values;
  const budget = budgetAmount(budgetText(values.budget, minBudget));
  if (!artist || !album || budget === null) throw new Error('The wizard is not complete');
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    artist_id: artist.id,
    album_id: album.id,
    launch_date: values.launchDate,
    total_budget: budget,
    // In the order the options are listed, whatever order they were ticked in.
    languages: CONTENT_LANGUAGES.filter((language) => values.languages.includes(language)),
    production_description_language: values.productionLanguage,
    artist_materials_language: values.materialsLanguage,
    ...videoFlagsOf(values.videoType),
    include_live_posts: values.livePosts,
  };
}

const sameLanguages = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((language) => b.includes(language));

/** The fields whose value differs from the campaign's: the body of PUT /campaigns/{id}. */
export function changedFields(
  values: WizardValues,
  campaign: Campaign,
  minBudget: number,
): Partial<CampaignFields> {
  const fields = campaignFields(values, minBudget);
  const current: CampaignFields = {
    name: campaign.name,
    description: campaign.description?.trim() || null,
    artist_id: campaign.artist_id,
    album_id: campaign.album_id,
    launch_date: campaign.launch_date,
    total_budget: campaign.total_budget,
    languages: campaign.languages,
    production_description_language: campaign.production_description_language,
    artist_materials_language: campaign.artist_materials_language,
    has_music_video: campaign.has_music_video,
    has_lyrics_video: campaign.has_lyrics_video,
    include_live_posts: campaign.include_live_posts,
  };
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as (keyof CampaignFields)[]) {
    const next = fields[key];
    const before = current[key];
    const same =
      Array.isArray(next) && Array.isArray(before) ? sameLanguages(next, before) : next === before;
    if (!same) changed[key] = next;
  }
  return changed as Partial<CampaignFields>;
}
