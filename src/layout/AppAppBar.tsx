import { AppBar, RefreshIconButton, TitlePortal } from 'react-admin';
import { NotificationBell } from './notifications/NotificationBell';

/** The header: the page title, the notification bell and a refresh button. */
export const AppAppBar = () => (
  <AppBar
    color="primary"
    userMenu={false}
    toolbar={
      <>
        <NotificationBell />
        <RefreshIconButton />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);
