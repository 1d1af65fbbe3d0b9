import { AppBar, RefreshIconButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { NotificationBell } from './notifications/NotificationBell';
import { GlobalSearchButton } from './search/GlobalSearchButton';

/** The header: the page title, the notification bell and a refresh button. */
export const AppAppBar = () => (
  <AppBar
    color="primary"
    userMenu={false}
    toolbar={
      <>
        <GlobalSearchButton />
        <NotificationBell />
        <ToggleThemeButton />
        <RefreshIconButton />
      </>
    }
  >
    <TitlePortal />
  </AppBar>
);
