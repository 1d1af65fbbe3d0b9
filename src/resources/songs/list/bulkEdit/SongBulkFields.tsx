import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkEditFieldsProps } from '../../../../components/bulkEdit/types';
import { SONG_TEXT_LIMITS } from '../../../../lib/songLimits';
import type { SongBulkChoice } from './songBulkEdit';

const T = 'app.bulk_edit.songs';

/** Each field is ticked to be set; its value is asked only then. */
export const SongBulkFields = ({ value, onChange }: BulkEditFieldsProps<SongBulkChoice>) => {
  const translate = useTranslate();
  const explicitId = useId();
  const { mood, explicit, tags } = value;
  const tick = (field: keyof SongBulkChoice, label: string) => (
    <FormControlLabel
      label={translate(label)}
      control={
        <Checkbox
          checked={value[field].on}
          onChange={(event) =>
            onChange({ ...value, [field]: { ...value[field], on: event.target.checked } })
          }
        />
      }
    />
  );
  return (
    <Stack spacing={1}>
      {tick('mood', `${T}.mood`)}
      {mood.on && (
        <TextField
          label={translate(`${T}.mood_value`)}
          value={mood.value}
          onChange={(event) => onChange({ ...value, mood: { ...mood, value: event.target.value } })}
          helperText={translate(`${T}.mood_help`)}
          slotProps={{ htmlInput: { maxLength: SONG_TEXT_LIMITS.mood } }}
          size="small"
        />
      )}
      {tick('explicit', `${T}.explicit`)}
      {explicit.on && (
        <FormControl>
          <FormLabel id={explicitId}>{translate(`${T}.explicit_value`)}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={explicitId}
            value={explicit.value ? 'yes' : 'no'}
            onChange={(event) =>
              onChange({ ...value, explicit: { ...explicit, value: event.target.value === 'yes' } })
            }
          >
            <FormControlLabel value="yes" control={<Radio />} label={translate(`${T}.yes`)} />
            <FormControlLabel value="no" control={<Radio />} label={translate(`${T}.no`)} />
          </RadioGroup>
        </FormControl>
      )}
      {tick('tags', `${T}.tags`)}
      {tags.on && (
        <Stack spacing={1}>
          <TextField
            label={translate(`${T}.tags_add`)}
            value={tags.add}
            onChange={(event) => onChange({ ...value, tags: { ...tags, add: event.target.value } })}
            helperText={translate(`${T}.tags_help`)}
            size="small"
          />
          <TextField
            label={translate(`${T}.tags_remove`)}
            value={tags.remove}
            onChange={(event) =>
              onChange({ ...value, tags: { ...tags, remove: event.target.value } })
            }
            helperText={translate(`${T}.tags_help`)}
            size="small"
          />
        </Stack>
      )}
      <Typography variant="body2" color="textSecondary">
        {translate(`${T}.status_note`)}
      </Typography>
    </Stack>
  );
};
