// A react-admin input for a local date and time ("2026-12-24T14:30", as the browser's
// datetime-local gave it), on a picker in the interface language rather than the browser's.
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { TextPicker } from './TextPicker';

export interface DateTimePickerInputProps {
  source: string;
  /** i18n keys, as react-admin's inputs take them. */
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
}

export const DateTimePickerInput = ({
  source,
  label,
  helperText,
  validate,
}: DateTimePickerInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  return (
    <TextPicker
      kind="dateTime"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      inputRef={field.ref}
      label={translate(label)}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      fullWidth
    />
  );
};
