import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { READ_FILTER_VALUES, READ_FILTERS, readFilterOf, type ReadFilter } from './readFilter';

/** All / Unread / Read, as the filter of the list around it; one is always selected. */
export const ReadFilterToggle = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={readFilterOf(filterValues)}
      aria-label={translate('app.notifications.filter.label')}
      // Clicking the selected button again gives null; the filter stays as it is. A new filter
      // starts again from the first page (setFilters does that).
      onChange={(_, next: ReadFilter | null) => next && setFilters(READ_FILTER_VALUES[next])}
    >
      {READ_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter}>
          {translate(`app.notifications.filter.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
