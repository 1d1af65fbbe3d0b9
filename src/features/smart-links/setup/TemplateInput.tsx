import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { TEMPLATES } from '../model/theme';

/** The page's template (minimal, bold or gradient) as three radio buttons. */
export const TemplateInput = () => {
  const translate = useTranslate();
  const labelId = useId();
  const { field } = useInput({ source: 'theme.template_name' });
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate('app.smart_links.theme.template')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
      >
        {TEMPLATES.map((template) => (
          <FormControlLabel
            key={template}
            value={template}
            control={<Radio />}
            label={translate(`app.smart_links.theme.templates.${template}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
