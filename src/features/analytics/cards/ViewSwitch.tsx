// A card's Chart / Table switch: two toggle buttons, each its own Tab stop saying whether it is
// pressed (aria-pressed), in a named group. MUI's ToggleButtonGroup makes them one Tab stop whose
// other button needs the arrow keys, which a "group" never announces: the buttons stand alone
// here, joined only by their look.
import { Box, ToggleButton } from '@mui/material';
import { useTranslate } from 'react-admin';

export type CardView = 'chart' | 'table';

const VIEWS: readonly CardView[] = ['chart', 'table'];

export interface ViewSwitchProps {
  /** The card's title, naming the group. */
  title: string;
  view: CardView;
  onChange: (view: CardView) => void;
}

export const ViewSwitch = ({ title, view, onChange }: ViewSwitchProps) => {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('app.analytics.view_label', { title })}
      sx={{
        display: 'inline-flex',
        '& > :not(:first-of-type)': {
          ml: '-1px',
          borderTopLeftRadius: 0,
          borderBottomLeftRadius: 0,
        },
        '& > :not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
      }}
    >
      {VIEWS.map((option) => (
        <ToggleButton
          key={option}
          value={option}
          size="small"
          selected={view === option}
          onChange={() => onChange(option)}
        >
          {translate(`app.analytics.view_${option}`)}
        </ToggleButton>
      ))}
    </Box>
  );
};
