// Spec 5: the album text limits, written once for the album form and the catalogue import.
export const ALBUM_LIMITS = { title: 255, description: 1000 } as const;
