// The artist save payload (ArtistCreate / ArtistInput) checked and turned into row changes.
import { ARTIST_CONTACT_FIELDS, ARTIST_NAME_FIELDS } from '@/api/artistContactFields';
import { ARTIST_STATUSES, BIO_PLATFORMS, GENDERS, PUBLIC_STATUSES } from '@/api/artistVocabulary';
import { LANGUAGES } from '@/api/languages';
import type { ArtistBio, FieldError } from '@/api/types';
import type { ArtistRow, Database } from '../../db/schema';
import { Fields } from '../common/fields';

export const PHONE_REQUIRED = 'At least one phone number (phone or cellphone) must be provided';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_TEXT = 255;
const MAX_BIO = 5000;

type Editable = Omit<ArtistRow, 'id' | 'createdAt' | 'memberSince' | 'profileImageId' | 'linkSlug'>;
export type ArtistPatch = Partial<Editable>;

const OPTIONAL_TEXT = [
  ...ARTIST_NAME_FIELDS,
  ...ARTIST_CONTACT_FIELDS,
  'otherLanguageSpecification',
] as const satisfies readonly (keyof Editable)[];

/** Each optional text field as its error messages name it. */
const TEXT_LABELS: Record<(typeof OPTIONAL_TEXT)[number], string> = {
  realName: 'Real name',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  cellphone: 'Cellphone',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'Postal code',
  otherLanguageSpecification: 'Other language',
};

function readBios(f: Fields): ArtistBio[] | undefined {
  if (!f.has('bios')) return undefined;
  const value = f.body.bios;
  if (value === null) return [];
  if (!Array.isArray(value)) {
    f.error('bios', 'Bios must be a list');
    return undefined;
  }
  // One bio per language and platform: a later entry replaces an earlier one.
  const byKey = new Map<string, ArtistBio>();
  value.forEach((item: unknown, i) => {
    const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const language = LANGUAGES.find((l) => l === entry.language);
    const platform = BIO_PLATFORMS.find((p) => p === entry.platform);
    const bio = typeof entry.bio === 'string' ? entry.bio.trim() : entry.bio;
    if (!language)
      f.error(`bios[${i}].language`, `Language must be one of: ${LANGUAGES.join(', ')}`);
    if (!platform)
      f.error(`bios[${i}].platform`, `Platform must be one of: ${BIO_PLATFORMS.join(', ')}`);
    if (bio !== null && bio !== undefined && typeof bio !== 'string') {
      f.error(`bios[${i}].bio`, 'Bio must be a string');
    } else if (typeof bio === 'string' && bio.length > MAX_BIO) {
      f.error(`bios[${i}].bio`, `Bio must be at most ${MAX_BIO} characters`);
    } else if (language && platform && bio) {
      byKey.set(`${language}/${platform}`, { language, platform, bio });
    }
  });
  return [...byKey.values()];
}

function readIds(
  f: Fields,
  name: 'genreIds' | 'singingLanguageIds',
  label: string,
  known: ReadonlyArray<{ id: number }>,
): number[] | undefined {
  const ids = f.idList(name, label);
  const unknown = ids?.filter((id) => !known.some((k) => k.id === id)) ?? [];
  if (unknown.length) f.error(name, `Unknown ${label.toLowerCase()} id: ${unknown.join(', ')}`);
  return unknown.length ? undefined : ids;
}

/**
 * Checks a create (no `existing`) or a partial update. Absent fields stay out of the patch;
 * the phone rule applies on create and whenever phone or cellphone is being changed.
 */
export function readArtistInput(
  body: Record<string, unknown>,
  database: Database,
  existing?: ArtistRow,
): { patch: ArtistPatch; errors: FieldError[] } {
  const f = new Fields(body);
  const creating = !existing;
  const patch: ArtistPatch = {};

  if (creating || f.has('stageName')) {
    patch.stageName = f.requiredText('stageName', 'Stage name', MAX_TEXT, 'Stage name is required');
  }
  if (creating || f.has('email')) {
    const email = f.requiredText('email', 'Email', MAX_TEXT, 'Email is required');
    if (email !== undefined && !EMAIL.test(email)) {
      f.error('email', 'Email must be a valid email address');
    } else if (email !== undefined) {
      const taken = database.artists.some(
        (a) => a.id !== existing?.id && a.email.toLowerCase() === email.toLowerCase(),
      );
      if (taken) f.error('email', 'Email is already used by another artist');
      patch.email = email;
    }
  }
  for (const name of OPTIONAL_TEXT) {
    const value = f.text(name, TEXT_LABELS[name], MAX_TEXT);
    if (value !== undefined) Object.assign(patch, { [name]: value });
  }
  const dateOfBirth = f.date('dateOfBirth', 'Date of birth');
  if (dateOfBirth !== undefined) patch.dateOfBirth = dateOfBirth;

  patch.gender =
    f.oneOf('gender', 'Gender', GENDERS) ?? (creating ? 'prefer-not-to-say' : undefined);
  patch.status = f.oneOf('status', 'Status', ARTIST_STATUSES) ?? (creating ? 'active' : undefined);
  patch.publicStatus =
    f.oneOf('publicStatus', 'Public status', PUBLIC_STATUSES) ??
    (creating ? 'new_artist' : undefined);
  patch.isVerified = f.bool('isVerified', 'Verified') ?? (creating ? false : undefined);
  patch.genreIds = readIds(f, 'genreIds', 'Genre', database.genres) ?? (creating ? [] : undefined);
  patch.singingLanguageIds =
    readIds(f, 'singingLanguageIds', 'Singing language', database.singingLanguages) ??
    (creating ? [] : undefined);
  patch.bios = readBios(f) ?? (creating ? [] : undefined);

  if (creating || f.has('phone') || f.has('cellphone')) {
    const phone = patch.phone !== undefined ? patch.phone : (existing?.phone ?? null);
    const cellphone =
      patch.cellphone !== undefined ? patch.cellphone : (existing?.cellphone ?? null);
    if (
      !phone &&
      !cellphone &&
      !f.errors.some((e) => e.field === 'phone' || e.field === 'cellphone')
    ) {
      f.error('phone', PHONE_REQUIRED);
    }
  }

  // Drop the keys left undefined so that spreading the patch never erases a field.
  for (const key of Object.keys(patch) as Array<keyof ArtistPatch>) {
    if (patch[key] === undefined) delete patch[key];
  }
  return { patch, errors: f.errors };
}

/** The other-language text only means something while an "other" language is selected. */
export function normaliseOtherLanguage(row: ArtistRow, database: Database): void {
  const hasOther = row.singingLanguageIds.some(
    (id) => database.singingLanguages.find((l) => l.id === id)?.isOther,
  );
  if (!hasOther) row.otherLanguageSpecification = null;
}
