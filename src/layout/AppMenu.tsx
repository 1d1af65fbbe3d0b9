import { Box, Divider, Stack } from '@mui/material';
import { Menu, useSidebarState } from 'react-admin';
import { IS_DEMO } from '../config/env';
import { LanguageSelect } from './LanguageSelect';
import { LogoutMenuItem } from './LogoutMenuItem';
import { useSignOut } from './useSignOut';
import { NavItem } from './NavItem';
import { ResetDemoDataMenuItem } from './ResetDemoDataMenuItem';
import { SidebarUser } from './SidebarUser';
import { useMenuDestinations } from './useMenuDestinations';

/**
 * The sidebar: destinations in the spec's order, then Logout; below the menu (a menu may hold
 * only menu items), the signed-in user and the language select.
 */
export const AppMenu = () => {
  const [open] = useSidebarState();
  const destinations = useMenuDestinations();
  const { askSignOut, signOutConfirmation } = useSignOut();
  return (
    <Box>
      <Menu>
        {destinations.map((destination) => (
          <NavItem key={destination.to} destination={destination} />
        ))}
        <Divider sx={{ my: 1 }} />
        {IS_DEMO && <ResetDemoDataMenuItem />}
        <LogoutMenuItem onClick={askSignOut} />
      </Menu>
      <Stack spacing={1.5} sx={{ px: open ? 2 : 1, py: 2 }}>
        <SidebarUser compact={!open} />
        <LanguageSelect compact={!open} />
      </Stack>
      {signOutConfirmation}
    </Box>
  );
};
