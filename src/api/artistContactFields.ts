// The artist's text fields besides the stage name and e-mail (contract: ArtistInput), in the
// order the screens and the import template list them: the names, then how to reach the artist.
// One list for the artist form's payload, the profile's contact card, the catalogue import's
// columns and checks, and the demo API's validation.
import type { ArtistInput } from './types';

export const ARTIST_NAME_FIELDS = [
  'realName',
  'firstName',
  'lastName',
] as const satisfies readonly (keyof ArtistInput)[];

/** Phones and postal address: what the profile's contact card lists under the e-mail. */
export const ARTIST_CONTACT_FIELDS = [
  'phone',
  'cellphone',
  'address',
  'city',
  'state',
  'country',
  'postalCode',
] as const satisfies readonly (keyof ArtistInput)[];

export type ArtistNameField = (typeof ARTIST_NAME_FIELDS)[number];
export type ArtistContactField = (typeof ARTIST_CONTACT_FIELDS)[number];
