// The campaign options of spec 02 §9 as the wizard offers them, in the order it lists them. The
// lists are the contract's, shared with the demo API (api/campaignVocabulary.ts).
import type { Campaign } from '@/api/types';

export {
  CONTENT_LANGUAGES,
  MATERIALS_LANGUAGES,
  PLATFORMS as CAMPAIGN_PLATFORMS,
  PRODUCTION_LANGUAGES,
} from '@/api/campaignVocabulary';

export type ProductionLanguage = Campaign['production_description_language'];
export type MaterialsLanguage = Campaign['artist_materials_language'];

/** One choice for the user; the API spells it as two flags (both false: no video). */
export const VIDEO_TYPES = ['music_video', 'lyrics_video', 'no_video'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const videoTypeOf = (
  flags: Pick<Campaign, 'has_music_video' | 'has_lyrics_video'>,
): VideoType =>
  flags.has_music_video ? 'music_video' : flags.has_lyrics_video ? 'lyrics_video' : 'no_video';

export const videoFlagsOf = (type: VideoType) => ({
  has_music_video: type === 'music_video',
  has_lyrics_video: type === 'lyrics_video',
});
