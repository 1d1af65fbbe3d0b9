// Genres and singing languages are small, rarely changing lists: loaded once and shared by the
// list filter, the form and the detail screen.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Genre, SingingLanguage } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';

const STALE = 10 * 60_000;

export function useGenres() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: ['artists', 'genres'],
    queryFn: async () => (await dataProvider.getGenres()).data,
    staleTime: STALE,
  });
}

export function useSingingLanguages() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: ['artists', 'singing-languages'],
    queryFn: async () => (await dataProvider.getSingingLanguages()).data,
    staleTime: STALE,
  });
}

/** A genre's name in `locale`, else in English, else its slug. */
export function genreName(genre: Pick<Genre, 'slug' | 'translations'>, locale: string): string {
  const names = genre.translations ?? [];
  return (
    names.find((t) => t.language === locale)?.name ??
    names.find((t) => t.language === 'en')?.name ??
    genre.slug
  );
}

/** A genre name function for the current interface language. */
export function useGenreName(): (genre: Pick<Genre, 'slug' | 'translations'>) => string {
  const [locale] = useLocaleState();
  return (genre) => genreName(genre, locale);
}

/** "French", or "Other (Haitian Creole)" for the "other" entry with its specification. */
export function singingLanguageLabel(language: SingingLanguage, otherLabel: string): string {
  if (!language.isOther) return language.name;
  return language.otherSpecification
    ? `${otherLabel} (${language.otherSpecification})`
    : otherLabel;
}
