// The Smart Links Manager's address; `?artistId=` opens it on that artist.
export const smartLinksPath = '/smart-links';

export const artistSmartLinkPath = (artistId: number): string =>
  `${smartLinksPath}?${new URLSearchParams({ artistId: String(artistId) }).toString()}`;
