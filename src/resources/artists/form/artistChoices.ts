// The fixed choices of the artist form; names are i18n keys that react-admin's selects translate.
import { ARTIST_STATUSES, GENDERS, PUBLIC_STATUSES } from '@/api/artistVocabulary';

export const genderChoices = GENDERS.map((id) => ({ id, name: `app.artists.gender.${id}` }));
export const statusChoices = ARTIST_STATUSES.map((id) => ({
  id,
  name: `app.artists.status.${id}`,
}));
export const publicStatusChoices = PUBLIC_STATUSES.map((id) => ({
  id,
  name: `app.artists.public_status.${id}`,
}));
