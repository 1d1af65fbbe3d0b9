/** The slug rule applied as the user types (spec 02 §5): lowercase, each space a hyphen. */
export const normalizeSlug = (value: string): string => value.toLowerCase().replace(/ /g, '-');

/** The public page's address: `{links host}/{slug}`. */
export const publicLinkUrl = (linksHost: string, slug: string): string =>
  `${linksHost.replace(/\/+$/, '')}/${encodeURIComponent(slug.trim())}`;
