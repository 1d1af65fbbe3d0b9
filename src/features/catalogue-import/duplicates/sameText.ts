// "The same text as a person sees it", for stage names, titles and e-mails: what a screen shows
// alike is alike here, whatever bytes a spreadsheet or a keyboard produced. Accents stay: Rosé
// and Rose are two artists. Both the file's rows and the server's records go through it, and the
// server is searched with it, so that the search returns the candidates the comparison needs.

/** What takes no room on screen: zero-width space and joiners, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/**
 * `text` as a person sees it: invisible characters removed, case folded, accents in one
 * encoding (NFC, so a decomposed "i\u0301" is "í"), every run of spaces (non-breaking ones
 * included) one space, and none around it. Blank or missing text gives "".
 */
export function sameText(text: string | null | undefined): string {
  const typed = text ?? '';
  const known = seen.get(typed);
  if (known !== undefined) return known;
  const same = typed
    .replace(INVISIBLE, '')
    .toLocaleLowerCase('und')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  // A dry run compares each text several times (in the file, planning the reads, against the
  // server): worked out once. Forgotten past a bound, so that it never grows with the session.
  if (seen.size >= SEEN_LIMIT) seen.clear();
  seen.set(typed, same);
  return same;
}

const SEEN_LIMIT = 100_000;
const seen = new Map<string, string>();

/**
 * `text` as typed, only case and surrounding spaces aside: what the import always treated as
 * "the same" ("LUNA@example.com " is luna@example.com). Two texts with one sameText but not one
 * typedText differ only in ways a reader cannot see: a near-duplicate.
 */
export function typedText(text: string | null | undefined): string {
  return (text ?? '').trim().toLocaleLowerCase('und');
}
