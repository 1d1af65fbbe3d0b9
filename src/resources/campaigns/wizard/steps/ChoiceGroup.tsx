import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  value: V;
  choices: readonly V[];
  label: (choice: V) => string;
  onChange: (choice: V) => void;
  error?: string;
}

/** A single choice among a few, as a row of radio buttons under its legend. */
export function ChoiceGroup<V extends string>({
  legend,
  value,
  choices,
  label,
  onChange,
  error,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const labelId = useId();
  const helpId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{legend}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={labelId}
        aria-describedby={error ? helpId : undefined}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={label(choice)} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helpId}>{error}</FormHelperText>}
    </FormControl>
  );
}
