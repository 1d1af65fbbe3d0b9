import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { PostsViewMode } from '../useCampaignPostsUrl';

const KEY = 'app.campaigns.calendar';

// Memoised: it renders again only when the view chosen changes, not at every choice in the view.
export const PostsViewSwitch = memo(function PostsViewSwitch(props: {
  value: PostsViewMode;
  onChange: (mode: PostsViewMode) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.value}
      aria-label={translate(`${KEY}.view`)}
      // Clicking the pressed button would deselect it: one view is always shown.
      onChange={(_, mode: PostsViewMode | null) => mode && props.onChange(mode)}
    >
      <ToggleButton value="table">
        <TableRowsIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
        {translate(`${KEY}.table`)}
      </ToggleButton>
      <ToggleButton value="calendar">
        <CalendarMonthIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
        {translate(`${KEY}.calendar`)}
      </ToggleButton>
    </ToggleButtonGroup>
  );
});
