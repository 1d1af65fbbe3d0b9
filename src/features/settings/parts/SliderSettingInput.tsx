import { useTranslate } from 'react-admin';
import { SliderInput } from '@/components/SliderInput';
import { useFormatNumber } from '@/lib/numbers';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';
import { valueAt } from '../settingsValues';
import { useSettingHint } from './useSettingHint';

export interface SliderSettingInputProps {
  source: string;
  label: string;
  min: number;
  max: number;
  step: number;
}

/** A bounded setting on a slider, with its default (and whether it changed) under it. */
export const SliderSettingInput = ({ source, label, ...range }: SliderSettingInputProps) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const hint = useSettingHint(source, formatNumber(Number(valueAt(DEFAULT_SETTINGS, source))));
  return <SliderInput source={source} label={translate(label)} helperText={hint} {...range} />;
};
