/**
 * A caption box of a fixed number of rows as the browser's own textarea. Given `rows`, MUI 9's
 * multiline field uses its auto-sizing textarea with as many rows at least and at most, which
 * measures a hidden copy of the text after every render of the form: a forced layout of the whole
 * page each time (opening and closing the caption editor, issue 22). Its size never changes.
 */
export const FIXED_ROWS_INPUT = { inputComponent: 'textarea' } as const;
