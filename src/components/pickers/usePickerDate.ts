import { useState } from 'react';
import { dateOfText, textOfDate, UNFINISHED, type PickerKind } from './pickerText';

/**
 * The picker's date for a form's text, and the change that writes the text back. The date the
 * user is typing is kept as the picker gave it, unfinished sections and all, while the form
 * holds UNFINISHED; a text changed from outside (a reset, a restored draft) replaces it.
 */
export function usePickerDate(
  kind: PickerKind,
  text: string,
  onChange: (text: string) => void,
  unfinished = UNFINISHED,
  /** Whether the field still holds typed sections when the picker says "no date". */
  stillTyping: () => boolean = () => false,
): [Date | null, (date: Date | null) => void] {
  const [shown, setShown] = useState(() => ({ text, date: dateOfText(kind, text) }));
  if (shown.text !== text) setShown({ text, date: dateOfText(kind, text) });
  const change = (date: Date | null) => {
    // The picker says "no date" as soon as one section is cleared, others still filled in.
    const next = date === null && stillTyping() ? unfinished : textOfDate(kind, date, unfinished);
    setShown({ text: next, date });
    if (next !== text) onChange(next);
  };
  return [shown.text === text ? shown.date : dateOfText(kind, text), change];
}
