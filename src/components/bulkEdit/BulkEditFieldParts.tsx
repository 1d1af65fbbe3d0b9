// The parts the lists' bulk edit fields are made of: a tick "set this field", and a few values
// as radio buttons under it.
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * "Set this field" for one field of a list's choice, whose fields each say whether they are set
 * (`on`): ticked, the field's value is asked and applied; unticked, left alone.
 */
export function BulkEditTick<S extends { [F in keyof S]: { on: boolean } }>({
  choice,
  field,
  label,
  onChange,
}: {
  choice: S;
  field: keyof S;
  /** The i18n key of the tick's label. */
  label: string;
  onChange: (next: S) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      label={translate(label)}
      control={
        <Checkbox
          checked={choice[field].on}
          onChange={(event) =>
            onChange({ ...choice, [field]: { ...choice[field], on: event.target.checked } })
          }
        />
      }
    />
  );
}

/** A few values, each visible, named by a legend, chosen with the arrow keys. */
export function BulkEditRadios<V extends string>({
  label,
  value,
  values,
  nameOf,
  onChange,
}: {
  label: string;
  value: V;
  values: readonly V[];
  nameOf: (value: V) => string;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <FormControl sx={{ pl: 4 }}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {values.map((v) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={nameOf(v)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
