// Step 2, Campaign Details: name and launch date (both required) and a description.
import { Stack, TextField } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextPicker } from '@/components/pickers/TextPicker';
import type { StepProps } from '../useWizardState';

// Memoised: the wizard keeps a visited step mounted (hidden), and a step change alone
// changes nothing in it.
export const DetailsStep = memo(function DetailsStep({ values, change, errors }: StepProps) {
  const translate = useTranslate();
  // "Required" turns red once the user has left the field, not on a step just opened.
  const [left, setLeft] = useState({ name: false, date: false });
  const nameMissing = left.name && !values.name.trim();
  const dateMissing = left.date && !values.launchDate;
  return (
    <Stack spacing={2.5}>
      <TextField
        label={translate('app.campaigns.wizard.details.name')}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        onBlur={() => setLeft((l) => ({ ...l, name: true }))}
        required
        error={nameMissing || Boolean(errors.name)}
        helperText={
          errors.name ??
          (nameMissing ? translate('app.campaigns.wizard.details.name_required') : ' ')
        }
        fullWidth
      />
      <TextPicker
        kind="day"
        label={translate('app.campaigns.wizard.details.launch_date')}
        value={values.launchDate}
        onChange={(launchDate) => change('launchDate', launchDate)}
        // A half-typed date is no date yet: the step waits for a whole one.
        unfinished=""
        onBlur={() => setLeft((l) => ({ ...l, date: true }))}
        required
        error={dateMissing || Boolean(errors.launch_date)}
        helperText={
          errors.launch_date ??
          (dateMissing ? translate('app.campaigns.wizard.details.date_required') : ' ')
        }
      />
      <TextField
        label={translate('app.campaigns.wizard.details.description')}
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={Boolean(errors.description)}
        helperText={errors.description}
        multiline
        minRows={3}
        fullWidth
      />
    </Stack>
  );
});
