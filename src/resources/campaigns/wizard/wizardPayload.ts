// The wizard's values as the API's campaign fields (spec 02 §7, POST /campaigns): the whole set
// for a new campaign (the dataProvider adds target_platforms), only what changed for an edit,
// since PUT /campaigns/{id} leaves absent fields alone; and the campaign's fields in the shape
// an edit's save merges them with a colleague's.
import type { Campaign, CampaignUpdate, ContentLanguage } from '@/api/types';
import { budgetAmount, budgetText } from './budget/budgetRules';
import { CONTENT_LANGUAGES, videoFlagsOf, videoTypeOf, type VideoType } from './campaignOptions';
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

/** The campaign's own fields, as the wizard would send them unchanged. */
export const loadedFields = (campaign: Campaign): CampaignFields => ({
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
});

/** The fields of `next` whose value differs from `before`'s, languages in any order. */
function differingFields(next: CampaignFields, before: CampaignFields): Partial<CampaignFields> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CampaignFields)[]) {
    const value = next[key];
    const old = before[key];
    const same =
      Array.isArray(value) && Array.isArray(old) ? sameLanguages(value, old) : value === old;
    if (!same) changed[key] = value;
  }
  return changed as Partial<CampaignFields>;
}

/** The fields whose value differs from the campaign's: what the user changed in the wizard. */
export function changedFields(
  values: WizardValues,
  campaign: Campaign,
  minBudget: number,
): Partial<CampaignFields> {
  return differingFields(campaignFields(values, minBudget), loadedFields(campaign));
}

/**
 * A campaign's fields as the wizard offers them, for the merge before an edit's save (issue 37):
 * the album with its artist as one choice (an album belongs to one artist: never theirs for one
 * and yours for the other), the video type as one choice, the languages in the listed order.
 */
export type CampaignChoices = Omit<
  CampaignFields,
  'artist_id' | 'album_id' | 'has_music_video' | 'has_lyrics_video'
> & {
  album: { artist_id: number; album_id: number };
  video_type: VideoType;
};

const listedOrder = (languages: readonly ContentLanguage[]) =>
  CONTENT_LANGUAGES.filter((language) => languages.includes(language));

export function choicesOf(fields: CampaignFields): CampaignChoices {
  const { artist_id, album_id, has_music_video, has_lyrics_video, languages, ...rest } = fields;
  return {
    ...rest,
    album: { artist_id, album_id },
    languages: listedOrder(languages),
    video_type: videoTypeOf({ has_music_video, has_lyrics_video }),
  };
}

function fieldsOf(choices: CampaignChoices): CampaignFields {
  const { album, video_type, languages, ...rest } = choices;
  return {
    ...rest,
    ...album,
    languages: listedOrder(languages),
    ...videoFlagsOf(video_type),
  };
}

/**
 * The body of PUT /campaigns/{id} after the merge: the fields of the merged campaign that differ
 * from the server's, which the contract leaves alone when absent.
 */
export const mergedBody = (
  merged: CampaignChoices,
  theirs: CampaignChoices,
): Partial<CampaignFields> => differingFields(fieldsOf(merged), fieldsOf(theirs));
