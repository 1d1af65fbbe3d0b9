// Choice inputs of the settings with their default named in the helper text (useSettingHint).
import { BooleanInput, required, SelectInput, useTranslate } from 'react-admin';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';
import { valueAt } from '../settingsValues';
import { useSettingHint } from './useSettingHint';

interface Choice {
  id: string;
  name: string;
}

export interface SettingSelectInputProps {
  source: string;
  label: string;
  choices: readonly Choice[];
  /** False for names that are the same in every language (model names). */
  translateChoice?: boolean;
}

/** Required: the contract allows no empty value, so no empty choice is offered. */
export const SettingSelectInput = ({
  source,
  label,
  choices,
  translateChoice = true,
}: SettingSelectInputProps) => {
  const translate = useTranslate();
  const fallback = choices.find((choice) => choice.id === valueAt(DEFAULT_SETTINGS, source));
  const name = fallback?.name ?? '';
  const hint = useSettingHint(source, translateChoice ? translate(name) : name);
  return (
    <SelectInput
      source={source}
      label={translate(label)}
      choices={[...choices]}
      translateChoice={translateChoice}
      validate={required()}
      helperText={hint}
    />
  );
};

export const SettingBooleanInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const hint = useSettingHint(
    source,
    translate(valueAt(DEFAULT_SETTINGS, source) ? 'app.settings.on' : 'app.settings.off'),
  );
  return <BooleanInput source={source} label={translate(label)} helperText={hint} />;
};
