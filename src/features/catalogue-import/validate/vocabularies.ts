// Names a spreadsheet may use for the values of a closed list, in any of the three languages:
// genres (their translations), singing languages (the API's English name, their code, and the
// language's name in French and Spanish), album types, and the contract's enums (their value
// and the labels the screens show). Everything is compared folded, as headers are.
import { artistsMessages } from '@i18n/artists';
import { catalogueMessages } from '@i18n/catalogue';
import { LANGUAGES } from '@/api/languages';
import type {
  AlbumType,
  AlbumTypeOption,
  ArtistStatus,
  CatalogueStatus,
  Gender,
  Genre,
  PublicStatus,
  SingingLanguage,
} from '@/api/types';
import { foldText } from '@/lib/foldText';
import { languageName } from '@/lib/languageNames';

/** The interface's languages (the contract's Language): a label in any of them is understood. */
export const IMPORT_LANGUAGES = LANGUAGES;

/** Folded name to value. A name two values share is left out: it would be a guess. */
export type Vocabulary<V> = ReadonlyMap<string, V>;

function vocabulary<V>(entries: Iterable<[string, V]>): Vocabulary<V> {
  const map = new Map<string, V>();
  const shared = new Set<string>();
  for (const [name, value] of entries) {
    const key = foldText(name);
    if (!key) continue;
    const known = map.get(key);
    if (known !== undefined && known !== value) shared.add(key);
    else map.set(key, value);
  }
  for (const key of shared) map.delete(key);
  return map;
}

export const lookUp = <V>(words: Vocabulary<V>, name: string): V | undefined =>
  words.get(foldText(name));

function* labelled<V extends string>(labels: Record<V, string>[]): Iterable<[string, V]> {
  for (const byValue of labels) {
    for (const [value, label] of Object.entries(byValue) as [V, string][]) {
      yield [value, value];
      yield [label, value];
    }
  }
}

const inEveryLanguage = <T>(pick: (messages: typeof artistsMessages.en) => T): T[] =>
  IMPORT_LANGUAGES.map((language) => pick(artistsMessages[language]));

export const GENDERS: Vocabulary<Gender> = vocabulary(
  labelled(inEveryLanguage((m) => m.common.gender)),
);
export const ARTIST_STATUSES: Vocabulary<ArtistStatus> = vocabulary(
  labelled(inEveryLanguage((m) => m.common.status)),
);
export const PUBLIC_STATUSES: Vocabulary<PublicStatus> = vocabulary(
  labelled(inEveryLanguage((m) => m.common.public_status)),
);
export const CATALOGUE_STATUSES: Vocabulary<CatalogueStatus> = vocabulary(
  labelled(IMPORT_LANGUAGES.map((language) => catalogueMessages[language].status)),
);

export function genreVocabulary(genres: readonly Genre[]): Vocabulary<number> {
  return vocabulary(
    genres.flatMap((genre): [string, number][] => [
      [genre.slug, genre.id],
      ...(genre.translations ?? []).map((t): [string, number] => [t.name, genre.id]),
    ]),
  );
}

export function singingLanguageVocabulary(
  languages: readonly SingingLanguage[],
): Vocabulary<number> {
  return vocabulary(
    languages.flatMap((language): [string, number][] => [
      [language.name, language.id],
      [language.code, language.id],
      ...IMPORT_LANGUAGES.map((locale): [string, number] => [
        language.isOther ? '' : languageName(language.code, locale, ''),
        language.id,
      ]),
    ]),
  );
}

export function albumTypeVocabulary(types: readonly AlbumTypeOption[]): Vocabulary<AlbumType> {
  const known = new Set(types.map((type) => type.value));
  const screenLabels = IMPORT_LANGUAGES.map((language) => catalogueMessages[language].album_type);
  return vocabulary([
    ...types.flatMap((type): [string, AlbumType][] => [
      [type.value, type.value],
      [type.label, type.value],
    ]),
    // The screens' own labels, for the types the server offers.
    ...[...labelled(screenLabels)].filter(([, value]) => known.has(value)),
  ]);
}

const YES = ['yes', 'y', 'true', '1', 'x', 'oui', 'vrai', 'sí', 'si', 'verdadero'];
const NO = ['no', 'n', 'false', '0', 'non', 'faux', 'falso'];

export const BOOLEANS: Vocabulary<boolean> = vocabulary([
  ...YES.map((word): [string, boolean] => [word, true]),
  ...NO.map((word): [string, boolean] => [word, false]),
]);
