import { MenuItem, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { FONTS, fontStack } from '../model/theme';

/** The page's font among the 14, each option written in its own font. */
export const FontInput = () => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    id,
  } = useInput({ source: 'theme.font_family' });
  const value = typeof field.value === 'string' ? field.value : '';
  // A font saved elsewhere that the list does not know stays choosable rather than vanishing.
  const names = FONTS.map((font) => font.name);
  const options = value && !names.includes(value) ? [value, ...names] : names;

  return (
    <TextField
      select
      id={id}
      inputRef={ref}
      name={field.name}
      label={translate('app.smart_links.theme.font')}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      fullWidth
      size="small"
      sx={{ '& .MuiSelect-select': { fontFamily: value ? fontStack(value) : undefined } }}
    >
      {options.map((name) => (
        // Inline rather than one generated class per font.
        <MenuItem key={name} value={name} style={{ fontFamily: fontStack(name) }}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
