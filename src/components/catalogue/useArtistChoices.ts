// Genres and singing languages are small, rarely changing lists: loaded once and shared by the
// list filter, the form and the detail screen.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { Genre, SingingLanguage } from '../../api/types';
import { genreName } from '../../lib/genreName';
import { languageName } from '../../lib/languageNames';
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

/** A genre name function for the current interface language. */
export function useGenreName(): (genre: Pick<Genre, 'slug' | 'translations'>) => string {
  const [locale] = useLocaleState();
  return useCallback((genre) => genreName(genre, locale), [locale]);
}

/**
 * "Français" in French for code fr (the server's name for a code Intl does not know), or
 * "Autre (Wolof)" for the "other" entry with the artist's own words.
 */
export function singingLanguageLabel(
  language: SingingLanguage,
  otherLabel: string,
  locale: string,
): string {
  if (!language.isOther) return languageName(language.code, locale, language.name);
  return language.otherSpecification
    ? `${otherLabel} (${language.otherSpecification})`
    : otherLabel;
}

/** A singing-language label function for the current interface language. */
export function useSingingLanguageLabel(): (language: SingingLanguage) => string {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const otherLabel = translate('app.artists.other_language');
  return useCallback(
    (language) => singingLanguageLabel(language, otherLabel, locale),
    [otherLabel, locale],
  );
}
