// CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a
// formula (`=HYPERLINK(...)` opens a site, `+cmd|' /C calc'!A0` starts a program), and a leading
// tab or carriage return can hide such a start. Every CSV the admin writes therefore puts a `'`
// before those cells: spreadsheets read the cell as text and show it without the `'`. The
// import takes that `'` off again, so a file the admin wrote re-imports as the original text.

/** The characters a spreadsheet may take as the start of a formula. */
const FORMULA_START = '[=+\\-@\\t\\r]';

/**
 * A plain number (`-3`, `+12`, `-1,5`, `0.25`): a spreadsheet reads it as that number, never as
 * a formula, and a `'` would turn it into text; it goes out as it is. Anything more is not one:
 * `-1+1` is a sum, and a phone number such as `+1 514 555 0142` would be taken for a formula (an
 * error, or digits run together), so it goes out as `'+1 514 555 0142`, which a spreadsheet
 * shows as typed, as text, and the import reads back as `+1 514 555 0142`.
 * `$` without the `m` flag is the end of the whole cell, line breaks included.
 */
const PLAIN_NUMBER = '[+-]?\\d+(?:[.,]\\d+)?$';

/**
 * The cells the writer prefixes with `'` (Papa Parse's `escapeFormulae`): a formula start, or
 * one already behind `'`s (`'=x` becomes `''=x`, so that taking one `'` off gives `'=x` back).
 * Papa's own default, `/^[=+\-@\t\r].*$/`, has no `s` flag: its `.*$` fails on a line break, so
 * `=HYPERLINK(...)` followed by a second line would go out as it is. This one looks only at the
 * start. No `g` flag: Papa calls `test`, which a global RegExp would make stateful.
 */
export const FORMULA_CELL = new RegExp(`^(?!${PLAIN_NUMBER})'*${FORMULA_START}`);

/** A cell the writer neutralised: one `'` or more, then a formula start. */
const NEUTRALISED_CELL = new RegExp(`^'+${FORMULA_START}`);

/** A cell as written, before the `'` a spreadsheet would hide. */
export const restoreFormulaCell = (cell: string): string =>
  NEUTRALISED_CELL.test(cell) ? cell.slice(1) : cell;
