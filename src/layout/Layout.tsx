import type { ReactNode } from 'react';
import { UploadLeaveGuard } from '../components/uploads/UploadLeaveGuard';
import { GenerationNotices } from '../resources/campaigns/generation/GenerationNotices';
import { useSignOutFromOtherTabs } from '../providers/auth/otherTabs';
import { AppAppBar } from './AppAppBar';
import { ConnectionNotices } from './connection/ConnectionNotices';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { AppMenu } from './AppMenu';
import { AppTexts } from './AppTexts';
import { useDocumentLanguage } from '../components/language/useDocumentLanguage';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { ShellFrame } from './ShellFrame';
import { useScreensCatchUp } from './useScreensCatchUp';

// The sidebar's entries render just after the page itself is on screen (AfterFirstPaint).
const SidebarMenu = () => (
  <AfterFirstPaint>
    <AppMenu />
  </AfterFirstPaint>
);

/** The app's frame (ShellFrame): collapsible sidebar (a drawer on narrow screens), header, content. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <AppTexts>
    <Shell>{children}</Shell>
  </AppTexts>
);

// Inside AppTexts: the focus placed after signing in must find the page, not the loader.
const Shell = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  useFocusOnNavigation();
  // Signed out in another tab: signed out here too.
  useSignOutFromOtherTabs();
  // A colleague's change shows on return to the tab, or within a minute.
  useScreensCatchUp();
  return (
    <>
      {/* Watchers that show nothing until something happens: after the first paint. */}
      <AfterFirstPaint>
        {/* Post generations end whatever page is open (or crashed): their toasts come from here. */}
        <GenerationNotices />
        {/* Leaving the page while files upload asks first, whichever screen started them. */}
        <UploadLeaveGuard />
      </AfterFirstPaint>
      <ShellFrame appBar={AppAppBar} menu={SidebarMenu}>
        <ConnectionNotices />
        {children}
      </ShellFrame>
    </>
  );
};
