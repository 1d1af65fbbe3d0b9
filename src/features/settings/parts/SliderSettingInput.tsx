import { Box, FormHelperText, Slider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { valueAt } from '../settingsValues';
import { useSettingHint } from './useSettingHint';

export interface SliderSettingInputProps {
  source: string;
  label: string;
  min: number;
  max: number;
  step: number;
}

/** A bounded number on a slider (it cannot leave its range), named by its label. */
export const SliderSettingInput = ({ source, label, min, max, step }: SliderSettingInputProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useInput({ source });
  const hint = useSettingHint(source, String(valueAt(DEFAULT_SETTINGS, source)));
  const value = typeof field.value === 'number' ? field.value : Number(field.value);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={labelId} variant="body2" sx={{ flexGrow: 1 }}>
          {translate(label)}
        </Typography>
        {/* The slider announces its own value; this is for the eye. */}
        <Typography variant="body2" aria-hidden sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
      </Stack>
      <Slider
        name={field.name}
        value={value}
        min={min}
        max={max}
        step={step}
        valueLabelDisplay="auto"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(_, next) => field.onChange(next)}
        onBlur={field.onBlur}
      />
      <FormHelperText id={hintId} error={fieldState.invalid} sx={{ mt: 0 }}>
        {fieldState.error?.message ? translate(fieldState.error.message) : hint}
      </FormHelperText>
    </Box>
  );
};
