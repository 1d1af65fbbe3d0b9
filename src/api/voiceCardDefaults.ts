// An artist's voice card before anyone fills it in (spec 3 and 9, the contract's defaults), with
// its text fields, its sliders, their bounds and the emoji styles. One copy for the voice-card form (its values,
// its "default" markers) and for the demo API, which answers an unsaved card with these values
// and checks a saved one against the same lists and bounds.
import { contractList } from './contractList';
import type { VoiceCard } from './types';

/** The card's fields (without `exists`, which only says whether it was ever saved). */
export type VoiceCardFields = Omit<VoiceCard, 'exists'>;

/** The fields the contract keeps as text, one item per line. */
export const LINE_FIELDS = [
  'lexicon',
  'casing_rules',
  'cadence_notes',
  'taboos',
  'factual_boundaries',
  'platform_nuances',
] as const satisfies readonly (keyof VoiceCardFields)[];
export type LineField = (typeof LINE_FIELDS)[number];

export const VOICE_SLIDERS = [
  'funny',
  'humble',
  'flex',
  'poetic',
  'technical',
  'mysterious',
] as const satisfies readonly (keyof VoiceCardFields)[];
export type VoiceSlider = (typeof VOICE_SLIDERS)[number];

/** The contract's VoiceSlider bounds (a whole number). */
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 10;

export const EMOJI_STYLES = contractList<VoiceCard['emoji_style']>()([
  'none',
  'light',
  'medium',
  'heavy',
]);

export const DEFAULT_PLATFORM_NUANCES = [
  'Instagram: polished and visual, 3 to 5 hashtags, line breaks for readability.',
  'TikTok: casual and playful, hook in the first line, 2 to 3 hashtags.',
  'Facebook: conversational, a little more context, one clear call to listen.',
].join('\n');

export const VOICE_CARD_DEFAULTS: Readonly<VoiceCardFields> = {
  lexicon: '',
  emoji_style: 'medium',
  casing_rules: '',
  cadence_notes: '',
  funny: 5,
  humble: 7,
  flex: 5,
  poetic: 6,
  technical: 2,
  mysterious: 3,
  taboos: '',
  factual_boundaries: '',
  platform_nuances: DEFAULT_PLATFORM_NUANCES,
};
