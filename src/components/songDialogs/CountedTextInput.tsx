import { Box, TextField } from '@mui/material';
import { FieldTitle, ValidationError, useInput, useTranslate } from 'react-admin';
import { SONG_TEXT_LIMITS, type SongTextField } from '../../lib/songLimits';

export interface CountedTextInputProps {
  source: SongTextField;
  multiline?: boolean;
  minRows?: number;
  /** Marks the label and the input as required; the form's validate enforces it. */
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A song text input with a live "count / max" counter beside its message. react-admin's
 * TextInput replaces its helper text with the error, which would hide the counter exactly when
 * the text is too long, so this one shows both.
 */
export const CountedTextInput = ({
  source,
  multiline,
  minRows,
  required,
  autoFocus,
}: CountedTextInputProps) => {
  const translate = useTranslate();
  const max = SONG_TEXT_LIMITS[source];
  const {
    field: { ref, ...field },
    fieldState: { error, invalid },
    id,
  } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <TextField
      {...field}
      id={id}
      inputRef={ref}
      value={value}
      label={<FieldTitle source={source} resource="songs" isRequired={required} />}
      multiline={multiline}
      minRows={minRows}
      autoFocus={autoFocus}
      error={invalid}
      fullWidth
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2 }}>
          <span>
            {invalid && error?.message ? <ValidationError error={error.message} /> : null}
          </span>
          {/* Keeps the message and the count apart when read out as one description. */}{' '}
          <Box
            component="span"
            sx={{ ml: 'auto', flexShrink: 0, color: value.length > max ? 'error.main' : undefined }}
          >
            {translate('app.songs.form.counter', { count: value.length, max })}
          </Box>
        </Box>
      }
      slotProps={{ htmlInput: { 'aria-required': required || undefined } }}
    />
  );
};
