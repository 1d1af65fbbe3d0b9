// A genre's name as the interface language has it: shared by the artist screens and analytics.

/** What a genre brings for its name (the contract's Genre has these fields, and more). */
interface NamedGenre {
  slug: string;
  translations?: ReadonlyArray<{ language: string; name: string }>;
}

/** A genre's name in `locale`, else in English, else its slug. */
export function genreName(genre: NamedGenre, locale: string): string {
  const names = genre.translations ?? [];
  return (
    names.find((t) => t.language === locale)?.name ??
    names.find((t) => t.language === 'en')?.name ??
    genre.slug
  );
}
