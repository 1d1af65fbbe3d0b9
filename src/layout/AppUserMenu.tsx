import { Logout, UserMenu } from 'react-admin';
import { IS_DEMO } from '../config/env';
import { ResetDemoDataMenuItem } from './ResetDemoDataMenuItem';

export const AppUserMenu = () => (
  <UserMenu>
    {IS_DEMO && <ResetDemoDataMenuItem />}
    <Logout />
  </UserMenu>
);
