import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import {
  ValidationError,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { TextPicker } from '@/components/pickers/TextPicker';
import { formatTimeOfDay } from '@/lib/dates';
import { PLATFORMS } from '@/api/campaignVocabulary';
import { DEFAULT_SETTINGS } from '@/api/settingsDefaults';
import { NEW_POSTING_TIME } from '../settingsValues';
import { useSettingHint } from './useSettingHint';

type Platform = (typeof PLATFORMS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const times = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
const validTimes: Validator = (value: unknown) =>
  times(value).every((t) => TIME.test(t)) ? undefined : 'app.settings.times.invalid';

/**
 * One platform's default posting times, added (at 12:00) and removed: each is picked and shown on
 * the interface language's clock, and kept and sent as the contract's HH:MM.
 */
export const PostingTimesInput = ({ platform }: { platform: Platform }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const hintId = useId();
  const source = `systemConfiguration.default_posting_times.${platform}`;
  const { field, fieldState } = useInput({ source, validate: validTimes });
  const hint = useSettingHint(
    source,
    DEFAULT_SETTINGS.systemConfiguration.default_posting_times[platform]
      .map((time) => formatTimeOfDay(time, locale))
      .join(', '),
  );
  const name = translate(`app.settings.platforms.${platform}`);
  const list = times(field.value);
  const change = (next: string[]) => field.onChange(next);

  return (
    <Box role="group" aria-labelledby={headingId} aria-describedby={hintId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {list.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.settings.times.empty')}
          </Typography>
        )}
        {list.map((time, index) => (
          // Times may repeat while being edited, so the position is the identity.
          <Stack key={index} direction="row" sx={{ alignItems: 'center' }}>
            <TextPicker
              kind="time"
              size="small"
              value={time}
              onChange={(next) => change(list.map((t, i) => (i === index ? next : t)))}
              onBlur={field.onBlur}
              ariaLabel={translate('app.settings.times.time', { platform: name, n: index + 1 })}
            />
            <IconButton
              size="small"
              aria-label={translate('app.settings.times.remove', {
                platform: name,
                time: formatTimeOfDay(time, locale),
              })}
              onClick={() => change(list.filter((_, i) => i !== index))}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => change([...list, NEW_POSTING_TIME])}
        aria-label={translate('app.settings.times.add', { platform: name })}
      >
        {translate('app.settings.times.add_short')}
      </Button>
      <FormHelperText id={hintId} error={fieldState.invalid}>
        {fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : hint}
      </FormHelperText>
    </Box>
  );
};
