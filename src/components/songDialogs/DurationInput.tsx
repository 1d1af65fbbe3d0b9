import { TextField } from '@mui/material';
import { FieldTitle, ValidationError, useInput, useTranslate } from 'react-admin';
import { formatDuration } from '../../lib/duration';
import { SONG_DURATION } from '../../lib/songLimits';

/** What was typed, as the number of seconds; nothing typed is no duration. */
const parseSeconds = (text: string): number | string | null => {
  if (text.trim() === '') return null;
  const seconds = Number(text);
  // Not a number is kept as typed, so the form's validate can say so.
  return Number.isFinite(seconds) ? seconds : text;
};

/**
 * The duration in seconds, with the way people read it (m:ss) shown underneath. Built on
 * useInput rather than react-admin's NumberInput, which hands MUI 9 props it no longer knows.
 */
export const DurationInput = () => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    fieldState: { error, invalid },
    id,
  } = useInput({ source: 'duration_seconds', parse: parseSeconds });
  const seconds: unknown = field.value;
  const shown = typeof seconds === 'number' && seconds > 0 ? formatDuration(seconds) : '';

  let helperText;
  if (invalid && error?.message) helperText = <ValidationError error={error.message} />;
  else if (shown) helperText = translate('app.songs.form.duration_shown', { duration: shown });
  else helperText = translate('app.songs.form.duration_hint', SONG_DURATION);

  return (
    <TextField
      {...field}
      id={id}
      inputRef={ref}
      value={field.value ?? ''}
      type="number"
      label={<FieldTitle label="app.songs.form.duration_label" source="duration_seconds" />}
      error={invalid}
      helperText={helperText}
      fullWidth
      slotProps={{ htmlInput: { min: SONG_DURATION.min, max: SONG_DURATION.max, step: 1 } }}
    />
  );
};
