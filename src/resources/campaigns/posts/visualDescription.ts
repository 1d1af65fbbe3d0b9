import type { CampaignPost } from '../../../api/types';

type Language = 'en' | 'fr';

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

/**
 * The post's visual requirements (spec 2, post drawer) from its generation metadata, an object
 * or the same JSON-encoded: the description in `language`, else the legacy single-language one,
 * else the other language's; null when there is none.
 */
export function visualDescription(
  metadata: CampaignPost['generation_metadata'],
  language: Language,
): string | null {
  const fields = metadataOf(metadata);
  if (!fields) return null;
  const other: Language = language === 'en' ? 'fr' : 'en';
  for (const key of [
    `ai_visual_description_${language}`,
    'ai_visual_description',
    `ai_visual_description_${other}`,
  ]) {
    const text = fields[key];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}
