import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Demo mode only: back to the seed data, then a fresh start of every screen. */
export const ResetDemoDataMenuItem = () => {
  const translate = useTranslate();
  const reset = async () => {
    const { resetDemoData } = await import('../mocks/browser');
    await resetDemoData();
    window.location.assign('/dashboard');
  };
  return (
    // tabIndex 0: a MUI menu item is out of the Tab order by default, unlike the links above.
    <MenuItem tabIndex={0} onClick={() => void reset()}>
      <ListItemIcon>
        <RestartAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.demo.reset')}</ListItemText>
    </MenuItem>
  );
};
