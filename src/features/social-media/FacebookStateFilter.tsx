import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FACEBOOK_FILTERS, type FacebookFilter } from './facebookFilter';

export interface FacebookStateFilterProps {
  value: FacebookFilter;
  onChange: (filter: FacebookFilter) => void;
  /** How many artists of the page are in each state (All: the whole page). */
  counts: Readonly<Record<FacebookFilter, number>>;
}

/** All / Connected / Invitation sent / Not connected, each with its count on this page. */
export const FacebookStateFilter = ({ value, onChange, counts }: FacebookStateFilterProps) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      // Pressing the selected button again gives null: the filter stays as it is.
      onChange={(_, next: FacebookFilter | null) => next && onChange(next)}
      aria-label={translate('app.social_media.filter.label')}
      sx={{ flexWrap: 'wrap' }}
    >
      {FACEBOOK_FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter}>
          {translate(`app.social_media.filter.${filter}`, {
            count: counts[filter],
          })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
