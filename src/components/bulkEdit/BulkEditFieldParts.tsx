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

/** "Set this field": ticked, the field's value is asked and applied; unticked, left alone. */
export const BulkEditTick = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <FormControlLabel
    label={label}
    control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
  />
);

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
