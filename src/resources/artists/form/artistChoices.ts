// The fixed choices of the artist form; names are i18n keys that react-admin's selects translate.
import type { ArtistStatus, Gender, PublicStatus } from '../../../api/types';

const GENDERS: readonly Gender[] = ['prefer-not-to-say', 'male', 'female', 'non-binary'];
const STATUSES: readonly ArtistStatus[] = ['active', 'inactive', 'suspended'];
const PUBLIC_STATUSES: readonly PublicStatus[] = [
  'new_artist',
  'emerging_artist',
  'established_artist',
];

export const genderChoices = GENDERS.map((id) => ({ id, name: `app.artists.gender.${id}` }));
export const statusChoices = STATUSES.map((id) => ({ id, name: `app.artists.status.${id}` }));
export const publicStatusChoices = PUBLIC_STATUSES.map((id) => ({
  id,
  name: `app.artists.public_status.${id}`,
}));
