// An artist's closed lists (the contract's enums): statuses, public statuses, genders and the
// platforms a bio is written for, each in the order the screens list them. One copy for the app
// (form choices, filters, bulk edit, the profile, analytics) and for the demo API, which refuses
// any value not listed here.
import { contractList } from './contractList';
import type { ArtistStatus, BioPlatform, Gender, PublicStatus } from './types';

export const ARTIST_STATUSES = contractList<ArtistStatus>()(['active', 'inactive', 'suspended']);

export const PUBLIC_STATUSES = contractList<PublicStatus>()([
  'new_artist',
  'emerging_artist',
  'established_artist',
]);

export const GENDERS = contractList<Gender>()([
  'prefer-not-to-say',
  'male',
  'female',
  'non-binary',
]);

/** The platforms of a bio, general first. */
export const BIO_PLATFORMS = contractList<BioPlatform>()([
  'general',
  'tiktok',
  'instagram',
  'facebook',
]);
