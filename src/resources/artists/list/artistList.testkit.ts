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

/** The table's headers as read: the selection's checkboxes (for the bulk edit), then the spec's. */
export const ARTIST_TABLE_HEADERS = ['', ...SPEC_ARTIST_COLUMNS];
