import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BulkEditRadios, BulkEditTick } from '../../BulkEditFieldParts';
import type { BulkEditFieldsProps } from '../../types';
import { SONG_TEXT_LIMITS } from '@/lib/songLimits';
import type { SongBulkChoice } from './songBulkChoice';

const T = 'app.bulk_edit.songs';

/** Each field is ticked to be set; its value is asked only then. */
export const SongBulkFields = ({ value, onChange }: BulkEditFieldsProps<SongBulkChoice>) => {
  const translate = useTranslate();
  const { mood, explicit, tags } = value;
  return (
    <Stack spacing={1}>
      <BulkEditTick choice={value} field="mood" label={`${T}.mood`} onChange={onChange} />
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
      <BulkEditTick choice={value} field="explicit" label={`${T}.explicit`} onChange={onChange} />
      {explicit.on && (
        <BulkEditRadios
          label={translate(`${T}.explicit_value`)}
          value={explicit.value ? 'yes' : 'no'}
          values={['yes', 'no'] as const}
          nameOf={(v) => translate(`${T}.${v}`)}
          onChange={(v) => onChange({ ...value, explicit: { ...explicit, value: v === 'yes' } })}
        />
      )}
      <BulkEditTick choice={value} field="tags" label={`${T}.tags`} onChange={onChange} />
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
