// A date, time or date-and-time picker over the contract's text value, in the interface
// language (PickersLocalization). Its field is typed into section by section (digits, arrows,
// Backspace) and its button opens the calendar or the clock.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { now } from '../../lib/clock';
import { PickersLocalization } from './PickersLocalization';
import type { PickerKind } from './pickerText';
import { usePickerDate } from './usePickerDate';

export interface TextPickerProps {
  kind: PickerKind;
  /** The contract's text: "2026-12-24", "14:30" or "2026-12-24T14:30"; blank for none. */
  value: string;
  onChange: (value: string) => void;
  /** The text for a date still being typed: UNFINISHED unless the form treats it as blank. */
  unfinished?: string;
  onBlur?: () => void;
  /** The visible label, already translated; it names the field. */
  label?: string;
  /** The field's name when it shows no label. */
  ariaLabel?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export const TextPicker = ({
  kind,
  value,
  onChange,
  unfinished,
  ariaLabel,
  ...field
}: TextPickerProps) => {
  const fieldRef = useRef<FieldRef<Date | null>>(null);
  // An empty picker opens on the app's today (its clock), not the machine's.
  const [today] = useState(() => new Date(now()));
  // A section cleared while another still holds digits (the one being cleared is read before
  // the change); with the whole field selected, no section is active and it is a real clear.
  const stillTyping = () => {
    const active = fieldRef.current?.getActiveSectionIndex() ?? null;
    const sections = fieldRef.current?.getSections() ?? [];
    return active !== null && sections.some((s, index) => index !== active && s.value !== '');
  };
  const [date, setDate] = usePickerDate(kind, value, onChange, unfinished, stillTyping);
  const blur = () => {
    // Sections cleared one by one: the picker spoke at the first only. Left empty, it is no date.
    const sections = fieldRef.current?.getSections() ?? [];
    if (date === null && value !== '' && sections.every((s) => s.value === '')) setDate(null);
    field.onBlur?.();
  };
  const { label, autoFocus, inputRef, name } = field;
  const props = {
    value: date,
    onChange: setDate,
    label,
    autoFocus,
    inputRef,
    name,
    referenceDate: today,
    slotProps: {
      field: { fieldRef },
      textField: {
        size: field.size,
        fullWidth: field.fullWidth,
        required: field.required,
        error: field.error,
        helperText: field.helperText,
        onBlur: blur,
        slotProps: ariaLabel ? { input: { 'aria-label': ariaLabel } } : undefined,
      },
    },
  };
  return (
    <PickersLocalization>
      {kind === 'day' && <DatePicker {...props} />}
      {kind === 'time' && <TimePicker {...props} />}
      {kind === 'dateTime' && <DateTimePicker {...props} />}
    </PickersLocalization>
  );
};
