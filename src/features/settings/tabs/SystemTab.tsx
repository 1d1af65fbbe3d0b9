import { Grid, Stack } from '@mui/material';
import { CheckboxGroupInput, useLocaleState, useTranslate } from 'react-admin';
import { SectionCard } from '@/components/detail/SectionCard';
import { languageName } from '@/lib/languageNames';
import { SettingBooleanInput } from '../parts/HintedInputs';
import { PostingTimesInput } from '../parts/PostingTimesInput';
import { SliderSettingInput } from '../parts/SliderSettingInput';
import { useSettingHint } from '../parts/useSettingHint';
import { PLATFORMS } from '@/api/campaignVocabulary';
import { DEFAULT_SETTINGS, SUPPORTED_LANGUAGES, VOICE_DEFAULTS } from '@/api/settingsDefaults';
import { BOUNDS } from '../settingsValues';

const SYSTEM = DEFAULT_SETTINGS.systemConfiguration;

export const SystemTab = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const nameOf = (code: string) => languageName(code, locale, code);
  const languagesHint = useSettingHint(
    'systemConfiguration.supported_languages',
    SYSTEM.supported_languages.map(nameOf).join(', '),
  );
  return (
    <Stack spacing={2}>
      <SectionCard title={translate('app.settings.sections.posting_times')}>
        <Grid container spacing={2}>
          {PLATFORMS.map((platform) => (
            <Grid key={platform} size={{ xs: 12, sm: 6 }}>
              <PostingTimesInput platform={platform} />
            </Grid>
          ))}
        </Grid>
      </SectionCard>
      <SectionCard title={translate('app.settings.sections.languages')}>
        <CheckboxGroupInput
          source="systemConfiguration.supported_languages"
          label={translate('app.settings.fields.supported_languages')}
          choices={SUPPORTED_LANGUAGES.map((code) => ({ id: code, name: nameOf(code) }))}
          translateChoice={false}
          helperText={languagesHint}
        />
      </SectionCard>
      <SectionCard title={translate('app.settings.sections.voice_defaults')}>
        {VOICE_DEFAULTS.map((key) => (
          <SliderSettingInput
            key={key}
            source={`systemConfiguration.voice_card_defaults.${key}`}
            label={`app.settings.fields.${key}`}
            step={1}
            {...BOUNDS.voice}
          />
        ))}
      </SectionCard>
      <SectionCard title={translate('app.settings.sections.campaigns')}>
        <SettingBooleanInput
          source="systemConfiguration.campaign_auto_start"
          label="app.settings.fields.campaign_auto_start"
        />
      </SectionCard>
    </Stack>
  );
};
