// The artist save payload (ArtistInput): scalar fields plus genreIds, singingLanguageIds,
// otherLanguageSpecification and bios. Text is trimmed and empty optional values become null
// (spec 5). Only keys present in the form data are sent, so a partial update such as
// { status } stays partial.
import { ARTIST_CONTACT_FIELDS, ARTIST_NAME_FIELDS } from '@/api/artistContactFields';
import type { ArtistBio, ArtistCreate, ArtistInput } from '@/api/types';
import { isRecord } from '@/api/errors';

const OPTIONAL_TEXT = [...ARTIST_NAME_FIELDS, 'dateOfBirth', ...ARTIST_CONTACT_FIELDS] as const;
const REQUIRED_TEXT = ['stageName', 'email'] as const;
const PASS_THROUGH = ['gender', 'status', 'publicStatus', 'isVerified'] as const;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => trimmed(value) || null;

function ids(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (isRecord(item) ? item.id : item))
    .map((id) => (typeof id === 'string' ? Number(id) : id))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}

function bios(value: unknown): ArtistBio[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((bio) => {
    const text = trimmed(bio.bio);
    return text ? [{ language: bio.language, platform: bio.platform, bio: text } as ArtistBio] : [];
  });
}

function otherSpecificationOf(languages: unknown): string | null {
  if (!Array.isArray(languages)) return null;
  const other = languages.find((l) => isRecord(l) && l.isOther === true);
  return isRecord(other) ? optionalText(other.otherSpecification) : null;
}

export function toArtistInput(data: Record<string, unknown>): ArtistInput {
  const input: Record<string, unknown> = {};
  for (const key of REQUIRED_TEXT) if (key in data) input[key] = trimmed(data[key]);
  for (const key of OPTIONAL_TEXT) if (key in data) input[key] = optionalText(data[key]);
  for (const key of PASS_THROUGH) if (key in data && data[key] != null) input[key] = data[key];

  if ('genreIds' in data) input.genreIds = ids(data.genreIds);
  else if ('genres' in data) input.genreIds = ids(data.genres);

  if ('singingLanguageIds' in data) input.singingLanguageIds = ids(data.singingLanguageIds);
  else if ('singingLanguages' in data) input.singingLanguageIds = ids(data.singingLanguages);

  if ('otherLanguageSpecification' in data) {
    input.otherLanguageSpecification = optionalText(data.otherLanguageSpecification);
  } else if ('singingLanguages' in data) {
    input.otherLanguageSpecification = otherSpecificationOf(data.singingLanguages);
  }

  if ('bios' in data) input.bios = bios(data.bios);
  return input as ArtistInput;
}

export function toArtistCreate(data: Record<string, unknown>): ArtistCreate {
  const input = toArtistInput(data);
  return {
    ...input,
    stageName: input.stageName ?? '',
    email: input.email ?? '',
    gender: input.gender ?? 'prefer-not-to-say',
    status: input.status ?? 'active',
  };
}
