/** The public page's address: `{links host}/{slug}`. */
export const publicLinkUrl = (linksHost: string, slug: string): string =>
  `${linksHost.replace(/\/+$/, '')}/${encodeURIComponent(slug.trim())}`;
