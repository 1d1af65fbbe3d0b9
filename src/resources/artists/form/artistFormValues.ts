// What the artist form holds: the record's own shape (genres and singing languages as objects,
// bios as the contract's array), plus the other-language text and the chosen profile image,
// which the record does not carry.
import type { Artist, SingingLanguage } from '@/api/types';

/** ImageInput's value for a chosen file. */
export interface ChosenImage {
  rawFile: File;
  src: string;
  title: string;
}

export type ArtistFormValues = Partial<Artist> & {
  otherLanguageSpecification?: string | null;
  profileImage?: ChosenImage | null;
};

export const hasOtherLanguage = (languages: unknown): boolean =>
  Array.isArray(languages) &&
  languages.some((l: Partial<SingingLanguage> | null) => l?.isOther === true);

/** Spec 3's defaults; in edit mode the record's values win over them. */
export function artistFormDefaults(record?: Partial<Artist>): ArtistFormValues {
  const other = record?.singingLanguages?.find((l) => l.isOther);
  return {
    gender: 'prefer-not-to-say',
    status: 'active',
    publicStatus: 'new_artist',
    isVerified: false,
    genres: [],
    singingLanguages: [],
    bios: [],
    otherLanguageSpecification: other?.otherSpecification ?? null,
    profileImage: null,
  };
}
