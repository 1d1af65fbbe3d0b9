import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';

/** Demo mode only: back to the seed data, then a fresh start of every screen. */
export const ResetDemoDataMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const reset = async () => {
    userMenu?.onClose();
    const { resetDemoData } = await import('../mocks/browser');
    await resetDemoData();
    window.location.assign('/dashboard');
  };
  return (
    <MenuItem onClick={() => void reset()}>
      <ListItemIcon>
        <RestartAltIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.demo.reset')}</ListItemText>
    </MenuItem>
  );
};
