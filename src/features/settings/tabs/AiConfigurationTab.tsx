import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '@/components/detail/SectionCard';
import { BoundedNumberInput } from '../parts/BoundedNumberInput';
import { SettingBooleanInput, SettingSelectInput } from '../parts/HintedInputs';
import { SliderSettingInput } from '../parts/SliderSettingInput';
import { MODELS, SAFETY_LEVELS, TONES } from '@/api/settingsDefaults';
import { BOUNDS } from '../settingsValues';

// Model names are product names, the same in every language.
const MODEL_CHOICES = MODELS.map((model) => ({ id: model, name: model }));
const SAFETY_CHOICES = SAFETY_LEVELS.map((level) => ({
  id: level,
  name: `app.settings.safety.${level}`,
}));
const TONE_CHOICES = TONES.map((tone) => ({ id: tone, name: `app.settings.tones.${tone}` }));

export const AiConfigurationTab = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <SectionCard title={translate('app.settings.sections.ai_model')}>
        <SettingSelectInput
          source="aiConfiguration.model"
          label="app.settings.fields.model"
          choices={MODEL_CHOICES}
          translateChoice={false}
        />
        <SliderSettingInput
          source="aiConfiguration.temperature"
          label="app.settings.fields.temperature"
          {...BOUNDS.temperature}
        />
        <BoundedNumberInput
          source="aiConfiguration.max_tokens"
          label="app.settings.fields.max_tokens"
          {...BOUNDS.maxTokens}
        />
      </SectionCard>
      <SectionCard title={translate('app.settings.sections.ai_content')}>
        <SettingSelectInput
          source="aiConfiguration.safety_level"
          label="app.settings.fields.safety_level"
          choices={SAFETY_CHOICES}
        />
        <SettingSelectInput
          source="aiConfiguration.default_post_tone"
          label="app.settings.fields.default_post_tone"
          choices={TONE_CHOICES}
        />
        <SettingBooleanInput
          source="aiConfiguration.enable_fact_checking"
          label="app.settings.fields.enable_fact_checking"
        />
      </SectionCard>
    </Stack>
  );
};
