import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { READ_FILTERS, type ReadFilter } from './readFilter';

export interface ReadFilterToggleProps {
  value: ReadFilter;
  onChange: (value: ReadFilter) => void;
}

/** All / Unread / Read; one is always selected. */
export const ReadFilterToggle = ({ value, onChange }: ReadFilterToggleProps) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={translate('app.notifications.filter.label')}
      // Clicking the selected button again gives null; the filter stays as it is.
      onChange={(_, next: ReadFilter | null) => next && onChange(next)}
    >
      {READ_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter}>
          {translate(`app.notifications.filter.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
