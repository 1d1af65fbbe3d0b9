// PUT /post-generation/posts/{id} body parts: the status list and the artist TODO list.
import type { MaterialNeeded } from '../../../api/types';
import type { PostRow } from '../../db/schema';
import { FieldErrors, has, isRecord } from '../../promotion/route';

export const POST_STATUSES: readonly PostRow['status'][] = [
  'generated',
  'needs_review',
  'rejected_by_artist',
  'pending_admin_review',
  'artist_approved',
  'approved',
  'scheduled',
  'published',
];

export function readMaterialsNeeded(
  value: unknown,
  errors: FieldErrors,
): MaterialNeeded[] | undefined {
  if (!Array.isArray(value)) {
    errors.add('ai_artist_materials_needed', 'ai_artist_materials_needed must be a list');
    return undefined;
  }
  const items: MaterialNeeded[] = [];
  value.forEach((item: unknown, i) => {
    const field = `ai_artist_materials_needed[${i}]`;
    if (
      !isRecord(item) ||
      !['video', 'audio', 'other'].includes(item.type as string) ||
      typeof item.task !== 'string' ||
      typeof item.specs !== 'string' ||
      (has(item, 'enabled') && typeof item.enabled !== 'boolean')
    ) {
      errors.add(
        field,
        'Each item needs type (video, audio, other), task, specs and an optional enabled flag',
      );
      return;
    }
    items.push({
      type: item.type as MaterialNeeded['type'],
      task: item.task,
      specs: item.specs,
      ...(typeof item.enabled === 'boolean' ? { enabled: item.enabled } : {}),
    });
  });
  return items;
}
