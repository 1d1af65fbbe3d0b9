// The campaign options of spec 02 §9 as the wizard offers them, in the order it lists them.
import type { Campaign, ContentLanguage } from '../../../api/types';

export { CAMPAIGN_PLATFORMS } from '../../../providers/data/resources/campaigns';

export type ProductionLanguage = Campaign['production_description_language'];
export type MaterialsLanguage = Campaign['artist_materials_language'];

export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['en', 'fr-ca', 'fr-fr', 'es'];
export const PRODUCTION_LANGUAGES: readonly ProductionLanguage[] = ['en', 'fr'];
export const MATERIALS_LANGUAGES: readonly MaterialsLanguage[] = ['fr-ca', 'fr-fr', 'en'];

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
