// The voice card as the form holds it and the payload sent on save. The contract keeps
// multi-value fields as text, one item per line. Its fields, bounds and defaults are the
// contract's, shared with the demo API (api/voiceCardDefaults.ts).
import type { VoiceCard, VoiceCardInput } from '@/api/types';
import {
  LINE_FIELDS,
  VOICE_CARD_DEFAULTS,
  VOICE_SLIDERS,
  type LineField,
  type VoiceCardFields,
  type VoiceSlider,
} from '@/api/voiceCardDefaults';

/** What the form holds: the card's fields and the artist's id (react-admin's record id). */
export type VoiceCardFormValues = VoiceCardFields & { id: number };

export type VoiceCardField = keyof VoiceCardFields;

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
