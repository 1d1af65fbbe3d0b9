import { FormControlLabel, Switch } from '@mui/material';
import { FieldTitle, useInput } from 'react-admin';

/**
 * The explicit flag as a switch. Built on useInput rather than react-admin's BooleanInput,
 * which hands MUI 9's FormControlLabel a prop it no longer knows.
 */
export const ExplicitInput = () => {
  const {
    field: { ref, value, onChange, onBlur, name },
    id,
  } = useInput({ source: 'is_explicit', type: 'checkbox', defaultValue: false });
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Switch
          id={id}
          name={name}
          slotProps={{ input: { ref } }}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      }
      label={<FieldTitle source="is_explicit" resource="songs" />}
    />
  );
};
