import { AppBar, RefreshIconButton, ToggleThemeButton } from 'react-admin';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { useKeepToastsClear } from '../components/toasts/toastClearance';
import { DemoDataMark } from './DemoDataMark';
import { HeaderOnScroll } from './frame/HeaderOnScroll';
import { HeaderTitle } from './HeaderTitle';
import { NotificationBell } from './notifications/NotificationBell';
import { GlobalSearchButton } from './search/GlobalSearchButton';

/**
 * The header: the page title (the browser tab's too), the demo mark (a production build on its demo API), search, the
 * notification bell and a refresh button; toasts stay below.
 */
export const AppAppBar = () => {
  const keepToastsClear = useKeepToastsClear<HTMLElement>();
  return (
    <AppBar
      ref={keepToastsClear}
      color="primary"
      container={HeaderOnScroll}
      userMenu={false}
      toolbar={
        // At the header's end: they come once the page is on screen, and push nothing aside.
        <AfterFirstPaint>
          <DemoDataMark />
          <GlobalSearchButton />
          <NotificationBell />
          <ToggleThemeButton />
          <RefreshIconButton />
        </AfterFirstPaint>
      }
    >
      <HeaderTitle />
    </AppBar>
  );
};
