// Step 4, Final Configuration: languages, content type, the platforms covered and a summary.
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
} from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ContentLanguage } from '@/api/types';
import {
  CONTENT_LANGUAGES,
  MATERIALS_LANGUAGES,
  PRODUCTION_LANGUAGES,
  VIDEO_TYPES,
} from '../campaignOptions';
import type { StepProps } from '../useWizardState';
import { ChoiceGroup } from './ChoiceGroup';
import { PlatformCoverage } from './PlatformCoverage';
import { WizardSummary } from './WizardSummary';

const T = 'app.campaigns.wizard.final';

// Memoised: the wizard keeps a visited step mounted (hidden), and a step change alone
// changes nothing in it.
export const FinalStep = memo(function FinalStep({
  values,
  change,
  errors,
  minBudget,
}: StepProps & { minBudget: number }) {
  const translate = useTranslate();
  const language = (code: string) => translate(`${T}.language.${code}`);
  const toggle = (code: ContentLanguage, on: boolean) =>
    change(
      'languages',
      on ? [...values.languages, code] : values.languages.filter((l) => l !== code),
    );
  const noLanguage = values.languages.length === 0;
  const languagesError =
    errors.languages ?? (noLanguage ? translate(`${T}.languages_required`) : undefined);
  const videoError = errors.has_music_video ?? errors.has_lyrics_video;

  return (
    <Stack spacing={3}>
      <FormControl component="fieldset" required error={Boolean(languagesError)}>
        <FormLabel component="legend">{translate(`${T}.languages`)}</FormLabel>
        <FormGroup row>
          {CONTENT_LANGUAGES.map((code) => (
            <FormControlLabel
              key={code}
              label={language(code)}
              control={
                <Checkbox
                  checked={values.languages.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
        {languagesError && <FormHelperText>{languagesError}</FormHelperText>}
      </FormControl>
      <ChoiceGroup
        legend={translate(`${T}.production_language`)}
        value={values.productionLanguage}
        choices={PRODUCTION_LANGUAGES}
        label={language}
        onChange={(choice) => change('productionLanguage', choice)}
        error={errors.production_description_language}
      />
      <ChoiceGroup
        legend={translate(`${T}.materials_language`)}
        value={values.materialsLanguage}
        choices={MATERIALS_LANGUAGES}
        label={language}
        onChange={(choice) => change('materialsLanguage', choice)}
        error={errors.artist_materials_language}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate(`${T}.content_type`)}</FormLabel>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <ChoiceGroup
            legend={translate(`${T}.video_type`)}
            value={values.videoType}
            choices={VIDEO_TYPES}
            label={(choice) => translate(`${T}.video.${choice}`)}
            onChange={(choice) => change('videoType', choice)}
            error={videoError}
          />
          <FormControlLabel
            label={translate(`${T}.live_posts`)}
            control={
              <Switch
                checked={values.livePosts}
                onChange={(event) => change('livePosts', event.target.checked)}
              />
            }
          />
          {errors.include_live_posts && (
            <FormHelperText error>{errors.include_live_posts}</FormHelperText>
          )}
        </Stack>
      </FormControl>
      <PlatformCoverage error={errors.target_platforms} />
      <WizardSummary values={values} minBudget={minBudget} />
    </Stack>
  );
});
