// The contract allows languages as a list of { name }, the same list as a JSON string, or null;
// older rows also hold a plain list of names.
import type { SongRequest } from '@/api/types';

const nameOf = (item: unknown): string | null => {
  if (typeof item === 'string') return item.trim() || null;
  if (typeof item === 'object' && item !== null && 'name' in item) {
    const { name } = item as { name: unknown };
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  }
  return null;
};

const listOf = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    // Not JSON: a comma-separated list of names.
    return value.split(',');
  }
};

/** The request's language names, in order, blanks left out. */
export function languageNames(languages: SongRequest['languages'] | unknown): string[] {
  return listOf(languages)
    .map(nameOf)
    .filter((name): name is string => name !== null);
}

/** Comma-separated tags (genre_tags) as a list. */
export const tagsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
