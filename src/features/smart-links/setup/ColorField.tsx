import { Box, Stack, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useInput, useTranslate, type Validator } from 'react-admin';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);

const hexColor: Validator = (value: unknown) =>
  isHexColor(value) ? undefined : 'app.smart_links.theme.invalid_hex';

/** What was typed, kept as is: a blank field is an invalid colour, not a missing one. */
const asTyped = (value: unknown) => (typeof value === 'string' ? value : '');

export interface ColorFieldProps {
  /** The form path, e.g. `theme.button_color`. */
  source: string;
  label: string;
}

/**
 * A colour as the theme stores it (#RRGGBB): the browser's colour picker and a hex field, both
 * showing and editing the one form value.
 */
export const ColorField = ({ source, label }: ColorFieldProps) => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    fieldState,
    formState,
    id,
  } = useInput({ source, validate: hexColor, parse: asTyped, format: asTyped });
  const text = asTyped(field.value);
  const valid = isHexColor(text);
  // Said once the user has left the field (or tried to save), not at each keystroke; the
  // form's own validation is not relied on, since it may only run on submit.
  const showError = !valid && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={translate('app.smart_links.theme.color_picker', { name: label })}
        // The picker only holds a valid lowercase colour; while the text is not one it shows
        // black, and picking from it replaces the text.
        value={valid ? text.toLowerCase() : '#000000'}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          field.onChange(event.target.value.toUpperCase())
        }
        onBlur={field.onBlur}
        sx={{
          flexShrink: 0,
          width: 48,
          height: 40,
          mt: 1,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
        }}
      />
      <TextField
        id={id}
        name={field.name}
        inputRef={ref}
        label={label}
        value={text}
        onChange={(event) => field.onChange(event.target.value.trim())}
        onBlur={field.onBlur}
        error={showError}
        helperText={showError ? translate('app.smart_links.theme.invalid_hex') : ' '}
        placeholder="#RRGGBB"
        size="small"
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
      />
    </Stack>
  );
};
