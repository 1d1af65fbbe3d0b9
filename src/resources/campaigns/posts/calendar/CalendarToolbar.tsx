// The posts calendar's toolbar, drawn with the app's own buttons: FullCalendar's toolbar has its
// own look and draws its arrows with an icon font loaded from a data: URL, which the production
// policy (font-src 'self') refuses. The calendar itself is driven through its API.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { CALENDAR_VIEWS, type CalendarPeriod } from './calendarViews';

const KEY = 'app.campaigns.calendar_toolbar';

export interface CalendarToolbarProps {
  /** The range shown, as the calendar words it in the interface language. */
  title: string;
  period: CalendarPeriod;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onPeriodChange: (period: CalendarPeriod) => void;
}

export const CalendarToolbar = ({
  title,
  period,
  onPrevious,
  onNext,
  onToday,
  onPeriodChange,
}: CalendarToolbarProps) => {
  const translate = useTranslate();
  const previous = translate(`${KEY}.previous.${period}`);
  const next = translate(`${KEY}.next.${period}`);
  return (
    <Stack
      role="group"
      aria-label={translate(`${KEY}.label`)}
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <Tooltip title={previous}>
        <IconButton aria-label={previous} onClick={onPrevious} size="small">
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={next}>
        <IconButton aria-label={next} onClick={onNext} size="small">
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
      <Button variant="outlined" size="small" onClick={onToday}>
        {translate(`${KEY}.today`)}
      </Button>
      {/* Read out after Previous, Next or Today, so the new range is known without looking. */}
      <Typography
        component="h3"
        variant="h6"
        aria-live="polite"
        // French and Spanish month names are lower case; a title starts with a capital.
        sx={{ flexGrow: 1, mx: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        aria-label={translate(`${KEY}.period`)}
        // Clicking the pressed button would deselect it: one period is always shown.
        onChange={(_, chosen: CalendarPeriod | null) => chosen && onPeriodChange(chosen)}
      >
        {Object.keys(CALENDAR_VIEWS).map((value) => (
          <ToggleButton key={value} value={value}>
            {translate(`${KEY}.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
