// A genre's name as the interface language has it: shared by the artist screens and analytics.
import type { Genre } from '../api/types';

/** A genre's name in `locale`, else in English, else its slug. */
export function genreName(genre: Pick<Genre, 'slug' | 'translations'>, locale: string): string {
  const names = genre.translations ?? [];
  return (
    names.find((t) => t.language === locale)?.name ??
    names.find((t) => t.language === 'en')?.name ??
    genre.slug
  );
}
