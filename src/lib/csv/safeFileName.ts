// A download's name comes from the interface language ("Artistes par statut", "Álbumes") and
// may hold a name the user gave (an imported file's): accents, spaces, apostrophes and slashes
// that some systems refuse or mangle in a file name.

/** `name` as a file name every system keeps as it is: lowercase, unaccented words joined by hyphens. */
export function safeFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
