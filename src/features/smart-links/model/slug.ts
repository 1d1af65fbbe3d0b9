/** The slug rule applied as the user types (spec 02 §5): lowercase, each space a hyphen. */
export const normalizeSlug = (value: string): string => value.toLowerCase().replace(/ /g, '-');
