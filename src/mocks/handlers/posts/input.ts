// PUT /post-generation/posts/{id} body parts: the artist TODO list and the new date and time of a
// rescheduled post (contract extensions). The status list is api/postStatuses.ts.
import type { MaterialNeeded } from '@/api/types';
import type { PostRow } from '../../db/schema';
import { parseIsoDate } from '../../promotion/dates';
import { FieldErrors, has, isRecord, type Body } from '../../promotion/route';

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

/** The contract's PostUpdate.scheduled_time pattern. */
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** scheduled_date (a real YYYY-MM-DD date) and scheduled_time (HH:MM), each when sent. */
export function readSchedule(
  body: Body,
  errors: FieldErrors,
): Partial<Pick<PostRow, 'scheduled_date' | 'scheduled_time'>> {
  const schedule: Partial<Pick<PostRow, 'scheduled_date' | 'scheduled_time'>> = {};
  if (has(body, 'scheduled_date')) {
    if (parseIsoDate(body.scheduled_date) !== null)
      schedule.scheduled_date = body.scheduled_date as string;
    else errors.add('scheduled_date', 'scheduled_date must be a date (YYYY-MM-DD)');
  }
  if (has(body, 'scheduled_time')) {
    if (typeof body.scheduled_time === 'string' && HH_MM.test(body.scheduled_time)) {
      schedule.scheduled_time = body.scheduled_time;
    } else errors.add('scheduled_time', 'scheduled_time must be a time (HH:MM)');
  }
  return schedule;
}
