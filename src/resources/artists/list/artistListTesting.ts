/** The artists table's column headers in the spec's order (spec 01: Artists list). */
export const SPEC_ARTIST_COLUMNS = [
  'Profile image',
  'Stage name',
  'Real name',
  'Email',
  'Genres',
  'Singing languages',
  'Status',
  'Verified',
  'Created',
  'Actions',
];
