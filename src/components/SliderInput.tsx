import { Box, FormHelperText, Slider, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormatNumber } from '../lib/numbers';

export interface SliderInputProps {
  source: string;
  /** The visible label, already translated; it names the slider. */
  label: string;
  min: number;
  max: number;
  step?: number;
  marks?: boolean;
  /** Shown between the label and the value (e.g. a "changed from the default" mark). */
  beside?: ReactNode;
  /** Under the slider and describing it; a validation error takes its place. */
  helperText?: ReactNode;
}

/** A bounded number of a react-admin form on a slider (it cannot leave its range). */
export const SliderInput = ({
  source,
  label,
  min,
  max,
  step = 1,
  marks = false,
  beside,
  helperText,
}: SliderInputProps) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useInput({ source });
  const value = typeof field.value === 'number' ? field.value : Number(field.value);
  const error = fieldState.error?.message;
  const hint = error ? translate(error) : helperText;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography id={labelId} variant="body2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {beside}
        {/* The slider announces its own value; this is for the eye. */}
        <Typography variant="body2" aria-hidden sx={{ fontWeight: 600, minWidth: '2ch' }}>
          {formatNumber(value)}
        </Typography>
      </Stack>
      <Slider
        name={field.name}
        value={value}
        min={min}
        max={max}
        step={step}
        marks={marks}
        valueLabelDisplay="auto"
        // In the interface language, for the eye and for screen readers ("0,7" in French).
        valueLabelFormat={formatNumber}
        getAriaValueText={formatNumber}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(_, next) => field.onChange(next)}
        onBlur={field.onBlur}
      />
      {hint && (
        <FormHelperText id={hintId} error={fieldState.invalid} sx={{ mt: 0 }}>
          {hint}
        </FormHelperText>
      )}
    </Box>
  );
};
