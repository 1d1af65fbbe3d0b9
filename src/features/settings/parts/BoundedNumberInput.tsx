import { maxValue, minValue, NumberInput, useTranslate } from 'react-admin';
import { useFormatNumber } from '@/lib/numbers';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';
import { valueAt } from '../settingsValues';
import { useSettingHint } from './useSettingHint';

export interface BoundedNumberInputProps {
  source: string;
  label: string;
  min: number;
  max: number;
  step?: number;
}

/**
 * A number with the spec's bounds, checked before saving. Blank is allowed: the save sends the
 * field's default instead (settingsValues.ts), which the helper text names.
 */
export const BoundedNumberInput = ({
  source,
  label,
  min,
  max,
  step = 1,
}: BoundedNumberInputProps) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const hint = useSettingHint(source, formatNumber(Number(valueAt(DEFAULT_SETTINGS, source))));
  return (
    <NumberInput
      source={source}
      label={translate(label)}
      min={min}
      max={max}
      step={step}
      validate={[minValue(min), maxValue(max)]}
      helperText={hint}
    />
  );
};
