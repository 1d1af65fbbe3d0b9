// How a chart's axes read: a count's axis shows whole numbers only, and a name too long for the
// room beside the bars is cut at a word, with "…", its full text in the chart's tooltip.

/** The width of a character of a tick label, near enough for the chart's 12 px text. */
export const CHAR_WIDTH = 7;

/** Whether every figure of `values` is a whole number (a count, days): no tick falls between. */
export const allWhole = (values: readonly number[]) => values.every(Number.isInteger);

/** `label` within `maxChars` characters: cut after a whole word where one fits, then "…". */
export function shortLabel(label: string, maxChars: number): string {
  if (label.length <= maxChars) return label;
  const room = label.slice(0, Math.max(1, maxChars - 1));
  const atWord = room.replace(/\s+\S*$/, '');
  const kept = atWord.length >= room.length / 2 ? atWord : room;
  return `${kept.replace(/[\s·—,:;-]+$/, '')}…`;
}
