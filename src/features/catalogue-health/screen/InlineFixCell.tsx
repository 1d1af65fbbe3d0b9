// A finding's one-field fix, typed in its row: checked as the form checks it, saved through the
// dataProvider, the typed value kept (with the server's words) when the save fails.
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useToast } from '@/components/toasts/useToast';
import type { Finding, HealthKind } from '@/components/catalogueHealth/model/types';
import { inlineFixError, initialInput, type FixMessage, type InlineField } from './inlineFix';
import { useInlineSave } from './useInlineSave';

const INPUT_TYPE: Record<InlineField, string> = {
  isrc: 'text',
  upc: 'text',
  email: 'email',
  release_date: 'date',
  duration_seconds: 'number',
};

export interface InlineFixCellProps {
  kind: HealthKind;
  field: InlineField;
  finding: Finding;
  /** The saved record, once the server has it (the group's count then drops). */
  onSaved: (record: RaRecord) => void;
}

export const InlineFixCell = ({ kind, field, finding, onSaved }: InlineFixCellProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const save = useInlineSave(kind, field);
  const [typed, setTyped] = useState(() => initialInput(field, finding.value));
  const [error, setError] = useState<FixMessage | null>(null);
  const [saving, setSaving] = useState(false);
  const name = finding.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = inlineFixError(field, typed);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    const outcome = await save(finding.id, typed);
    setSaving(false);
    if (!outcome.ok) {
      setError(outcome.error);
      return;
    }
    toast.success('app.catalogue_health.inline.saved', { messageArgs: { name } });
    onSaved(outcome.record);
  };

  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type={INPUT_TYPE[field]}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ? translate(error.message, error.args) : undefined}
        disabled={saving}
        slotProps={{
          htmlInput: {
            'aria-label': translate(`app.catalogue_health.inline.label.${field}`, { name }),
            ...(field === 'duration_seconds' && { min: 1, step: 1, inputMode: 'numeric' }),
          },
        }}
        sx={{ minWidth: 160 }}
      />
      <Button
        type="submit"
        variant="outlined"
        size="small"
        disabled={saving}
        aria-label={translate('app.catalogue_health.inline.save_label', { name })}
        // Its whole word in every language ("Enregistrer" ran past its outline at 1280 px).
        sx={{ mt: '4px', flexShrink: 0, whiteSpace: 'nowrap' }}
      >
        {translate('app.catalogue_health.inline.save')}
      </Button>
    </Stack>
  );
};
