import type { Artist } from '@/api/types';
import { artistFormDefaults } from './artistFormValues';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Whether the edit form's values (as the save sends them) change the artist beyond its profile
 * image, compared with the record the form started from, or with the form's own defaults for
 * what the record does not hold.
 */
export function changesBeyondImage(values: object, record: Artist): boolean {
  const saved: Record<string, unknown> = { ...record };
  const defaults: Record<string, unknown> = { ...artistFormDefaults(record) };
  return Object.entries(values).some(
    ([key, value]) =>
      key !== 'profileImage' && !same(value, key in saved ? saved[key] : defaults[key]),
  );
}
