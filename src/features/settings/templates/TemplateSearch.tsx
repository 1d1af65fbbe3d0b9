import { TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { TEMPLATES } from './useTemplateFormat';

export interface TemplateSearchProps {
  value: string;
  onChange: (value: string) => void;
}

// The tab sits inside the settings form: Enter in the search must not save the settings.
const keepEnterHere = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** Narrows the templates by name or format, as the user types. */
export const TemplateSearch = ({ value, onChange }: TemplateSearchProps) => {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      size="small"
      label={translate(`${TEMPLATES}.search`)}
      helperText={translate(`${TEMPLATES}.search_hint`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={keepEnterHere}
      autoComplete="off"
      sx={{ maxWidth: 360 }}
    />
  );
};
