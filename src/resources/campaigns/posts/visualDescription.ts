import type { CampaignPost } from '@/api/types';

function metadataOf(value: CampaignPost['generation_metadata']): Record<string, unknown> | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** One language's visual requirements; language null for a legacy single-language text. */
export interface VisualRequirement {
  language: 'en' | 'fr' | null;
  text: string;
}

const textOf = (fields: Record<string, unknown>, key: string): string | null => {
  const text = fields[key];
  return typeof text === 'string' && text.trim() ? text : null;
};

/**
 * The post's visual requirements (spec 2, post drawer) from its generation metadata, an object
 * or the same JSON-encoded, in both languages: each language's own text, the legacy
 * single-language one standing in for a missing language. A post with only the legacy text gives
 * it once, with no language; a post with none gives an empty list.
 */
export function visualRequirements(
  metadata: CampaignPost['generation_metadata'],
): VisualRequirement[] {
  const fields = metadataOf(metadata);
  if (!fields) return [];
  const legacy = textOf(fields, 'ai_visual_description');
  const en = textOf(fields, 'ai_visual_description_en');
  const fr = textOf(fields, 'ai_visual_description_fr');
  if (!en && !fr) return legacy ? [{ language: null, text: legacy }] : [];
  const requirements: VisualRequirement[] = [];
  for (const [language, text] of [
    ['en', en ?? legacy],
    ['fr', fr ?? legacy],
  ] as const) {
    if (text) requirements.push({ language, text });
  }
  return requirements;
}
