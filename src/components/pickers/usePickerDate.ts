import { useState } from 'react';
import { dateOfText, textOfDate, type PickerKind } from './pickerText';

/**
 * The picker's date for a form's text, and the change that writes the text back. The date the
 * user is typing is kept as the picker gave it, unfinished sections and all, while the form
 * holds UNFINISHED; a text changed from outside (a reset, a restored draft) replaces it.
 */
export function usePickerDate(
  kind: PickerKind,
  text: string,
  onChange: (text: string) => void,
  unfinished?: string,
): [Date | null, (date: Date | null) => void] {
  const [shown, setShown] = useState(() => ({ text, date: dateOfText(kind, text) }));
  if (shown.text !== text) setShown({ text, date: dateOfText(kind, text) });
  const change = (date: Date | null) => {
    const next = textOfDate(kind, date, unfinished);
    setShown({ text: next, date });
    if (next !== text) onChange(next);
  };
  return [shown.text === text ? shown.date : dateOfText(kind, text), change];
}
