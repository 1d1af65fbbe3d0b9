import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useAuthState, useTranslate } from 'react-admin';

/** react-admin's Logout menu item, with what a click does left to the caller (drafts ask). */
export const LogoutMenuItem = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  const { authenticated } = useAuthState();
  if (!authenticated) return null;
  return (
    // tabIndex 0: a MUI menu item is out of the Tab order by default, unlike the links above.
    <MenuItem tabIndex={0} className="logout" onClick={onClick}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout', { _: 'Logout' })}</ListItemText>
    </MenuItem>
  );
};
