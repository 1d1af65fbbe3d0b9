import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SubfolderFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The category's existing subfolders. */
  options: readonly string[];
  error?: string;
  disabled?: boolean;
}

/** An existing subfolder of the category, or a new name typed in (free text). */
export const SubfolderField = ({
  value,
  onChange,
  options,
  error,
  disabled,
}: SubfolderFieldProps) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.media.upload.subfolder')}
          required
          error={!!error}
          helperText={error ?? translate('app.media.upload.subfolder_hint')}
        />
      )}
    />
  );
};
