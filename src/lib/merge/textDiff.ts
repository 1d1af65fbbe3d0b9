// A word-level comparison of two long texts (lyrics, bios), so that a clash between a
// colleague's version and the user's shows what differs instead of two walls of text.

export type DiffPart = { kind: 'same' | 'theirs' | 'yours'; text: string };

/** Beyond this many word pairs the comparison is not worth its time: the texts are shown whole. */
const MAX_CELLS = 2_000_000;

const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

/** The parts of both texts in reading order, or null when the texts are too long to compare. */
export function textDiff(theirs: string, yours: string): DiffPart[] | null {
  const a = tokens(theirs);
  const b = tokens(yours);
  if (a.length * b.length > MAX_CELLS) return null;
  // lcs[i][j]: length of the longest common run of a[i..] and b[j..].
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1] + 1
          : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts[parts.length - 1];
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push('same', a[i]);
      i += 1;
      j += 1;
    } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
      push('theirs', a[i]);
      i += 1;
    } else {
      push('yours', b[j]);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) push('theirs', a[i]);
  for (; j < b.length; j += 1) push('yours', b[j]);
  return parts;
}

/** Whether a text is long enough to be read as a comparison rather than side by side. */
export const isLongText = (value: unknown): value is string =>
  typeof value === 'string' && (value.length > 80 || value.includes('\n'));
