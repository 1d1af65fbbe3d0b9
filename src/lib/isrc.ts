// ISRC (ISO 3901): country code (2 letters), registrant (3 letters or digits), year (2 digits)
// and designation (5 digits), written with or without hyphens ("CA-LR1-24-00012"). It has no
// check digit, so its shape is all that can be checked.
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** The ISRC in its compact form (upper case, no hyphens or spaces), or null when it is not one. */
export function normalizeIsrc(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return ISRC.test(compact) ? compact : null;
}
