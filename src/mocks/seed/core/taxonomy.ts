// Genres and singing languages of the demo label, with their translations.
import type { Language } from '@/api/types';

export interface GenreSeed {
  slug: GenreSlug;
  names: Record<Language, string>;
}

export const GENRES: readonly GenreSeed[] = [
  { slug: 'indie-pop', names: { en: 'Indie Pop', fr: 'Pop indé', es: 'Pop independiente' } },
  { slug: 'hip-hop', names: { en: 'Hip-Hop', fr: 'Hip-hop', es: 'Hip hop' } },
  { slug: 'r-and-b', names: { en: 'R&B', fr: 'R&B', es: 'R&B' } },
  { slug: 'electronic', names: { en: 'Electronic', fr: 'Électronique', es: 'Electrónica' } },
  { slug: 'folk', names: { en: 'Folk', fr: 'Folk', es: 'Folk' } },
  { slug: 'chanson', names: { en: 'Chanson', fr: 'Chanson française', es: 'Canción francesa' } },
  { slug: 'rock', names: { en: 'Rock', fr: 'Rock', es: 'Rock' } },
  { slug: 'jazz', names: { en: 'Jazz', fr: 'Jazz', es: 'Jazz' } },
  { slug: 'latin-pop', names: { en: 'Latin Pop', fr: 'Pop latino', es: 'Pop latino' } },
  { slug: 'reggaeton', names: { en: 'Reggaeton', fr: 'Reggaeton', es: 'Reguetón' } },
  { slug: 'country', names: { en: 'Country', fr: 'Country', es: 'Country' } },
  { slug: 'soul', names: { en: 'Soul', fr: 'Soul', es: 'Soul' } },
  { slug: 'alternative', names: { en: 'Alternative', fr: 'Alternatif', es: 'Alternativo' } },
  { slug: 'afrobeats', names: { en: 'Afrobeats', fr: 'Afrobeats', es: 'Afrobeats' } },
  {
    slug: 'singer-songwriter',
    names: { en: 'Singer-Songwriter', fr: 'Auteur-compositeur', es: 'Cantautor' },
  },
  { slug: 'kompa', names: { en: 'Kompa', fr: 'Konpa', es: 'Kompa' } },
];

export type GenreSlug =
  | 'indie-pop'
  | 'hip-hop'
  | 'r-and-b'
  | 'electronic'
  | 'folk'
  | 'chanson'
  | 'rock'
  | 'jazz'
  | 'latin-pop'
  | 'reggaeton'
  | 'country'
  | 'soul'
  | 'alternative'
  | 'afrobeats'
  | 'singer-songwriter'
  | 'kompa';

export interface SingingLanguageSeed {
  name: string;
  code: string;
  isOther: boolean;
}

export const SINGING_LANGUAGES: readonly SingingLanguageSeed[] = [
  { name: 'English', code: 'en', isOther: false },
  { name: 'French', code: 'fr', isOther: false },
  { name: 'Spanish', code: 'es', isOther: false },
  { name: 'Portuguese', code: 'pt', isOther: false },
  { name: 'Haitian Creole', code: 'ht', isOther: false },
  { name: 'Italian', code: 'it', isOther: false },
  { name: 'Arabic', code: 'ar', isOther: false },
  { name: 'Other', code: 'other', isOther: true },
];

/** Singing-language codes an artist of the roster can have; 'other' takes a free-text name. */
export type SingsIn = 'en' | 'fr' | 'es' | 'pt' | 'ht' | 'it' | 'ar' | `other:${string}`;
