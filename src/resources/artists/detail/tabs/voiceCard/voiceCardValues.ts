// The voice card as the form holds it, its defaults (spec 3 and 9, the contract's defaults) and
// the payload sent on save. The contract keeps multi-value fields as text, one item per line.
import type { VoiceCard, VoiceCardInput } from '../../../../../api/types';

export type VoiceCardFields = Omit<VoiceCard, 'exists'>;
/** What the form holds: the card's fields and the artist's id (react-admin's record id). */
export type VoiceCardFormValues = VoiceCardFields & { id: number };

export const LINE_FIELDS = [
  'lexicon',
  'casing_rules',
  'cadence_notes',
  'taboos',
  'factual_boundaries',
  'platform_nuances',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export const VOICE_SLIDERS = [
  'funny',
  'humble',
  'flex',
  'poetic',
  'technical',
  'mysterious',
] as const;
export type VoiceSlider = (typeof VOICE_SLIDERS)[number];
export const SLIDER_MIN = 1;
export const SLIDER_MAX = 10;

export const EMOJI_STYLES: readonly VoiceCard['emoji_style'][] = [
  'none',
  'light',
  'medium',
  'heavy',
];

export type VoiceCardField = keyof VoiceCardFields;

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
  platform_nuances: [
    'Instagram: polished and visual, 3 to 5 hashtags, line breaks for readability.',
    'TikTok: casual and playful, hook in the first line, 2 to 3 hashtags.',
    'Facebook: conversational, a little more context, one clear call to listen.',
  ].join('\n'),
};

/** One item per line: each line trimmed, blank lines dropped. */
export const normalizeLines = (text: string | null | undefined): string =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

const isLineField = (field: VoiceCardField): field is LineField =>
  (LINE_FIELDS as readonly string[]).includes(field);

/** Whether `value` is the field's default; text fields compare item by item, not by spacing. */
export function isDefaultValue(field: VoiceCardField, value: unknown): boolean {
  const fallback = VOICE_CARD_DEFAULTS[field];
  if (isLineField(field)) {
    return (
      normalizeLines(typeof value === 'string' ? value : '') === normalizeLines(String(fallback))
    );
  }
  return value === fallback;
}

/** The save payload: every field sent, text fields one trimmed item per line. */
export function toVoiceCardInput(values: VoiceCardFields): VoiceCardInput {
  const lines = Object.fromEntries(
    LINE_FIELDS.map((field) => [field, normalizeLines(values[field])]),
  ) as Record<LineField, string>;
  const sliders = Object.fromEntries(
    VOICE_SLIDERS.map((slider) => [slider, Math.round(Number(values[slider]))]),
  ) as Record<VoiceSlider, number>;
  return { ...lines, ...sliders, emoji_style: values.emoji_style };
}

/** The form's values for a card as the API sends it. */
export function toFormValues(artistId: number, card: VoiceCard): VoiceCardFormValues {
  const { exists: _exists, ...fields } = card;
  return { ...fields, id: artistId };
}
