// Where the typed text occurs in a name, compared the way the dataProvider's own search does
// (case and accents do not matter: "riviere" finds "Rivière"), as parts of the original name.

export interface TextPart {
  text: string;
  match: boolean;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** `name` split around the first occurrence of `term`; one plain part when it has none. */
export function highlightParts(name: string, term: string): TextPart[] {
  const wanted = fold(term.trim());
  if (!wanted) return [{ text: name, match: false }];
  // The folded name, and for each of its characters the original character it came from
  // (folding may drop or add characters, so positions differ).
  const chars = Array.from(name);
  let folded = '';
  const origin: number[] = [];
  const offsets: number[] = [];
  let offset = 0;
  chars.forEach((char, index) => {
    const part = fold(char);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    offsets.push(offset);
    offset += char.length;
  });
  offsets.push(offset);
  const at = folded.indexOf(wanted);
  if (at < 0) return [{ text: name, match: false }];
  const first = origin[at];
  const last = origin[at + wanted.length - 1];
  const start = offsets[first];
  const end = offsets[last + 1];
  return [
    { text: name.slice(0, start), match: false },
    { text: name.slice(start, end), match: true },
    { text: name.slice(end), match: false },
  ].filter((part) => part.text !== '');
}
