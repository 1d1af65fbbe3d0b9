import { useDeferredValue, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { UploadLeaveGuard } from '../components/uploads/UploadLeaveGuard';
import { GenerationNotices } from '../resources/campaigns/generation/GenerationNotices';
import { useSignOutFromOtherTabs } from '../providers/auth/otherTabs';
import { AppAppBar } from './AppAppBar';
import { ConnectionNotices } from './connection/ConnectionNotices';
import { AppMenu } from './AppMenu';
import { AppTexts } from './AppTexts';
import { useDocumentLanguage } from './useDocumentLanguage';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useScreensCatchUp } from './useScreensCatchUp';

// The sidebar's entries render just after the page itself: the first render, the one that
// sends the page's data request, is lighter, and the request travels while the menu renders.
const SidebarMenu = () => (useDeferredValue(true, false) ? <AppMenu /> : null);

/** react-admin's layout: collapsible sidebar (a drawer on narrow screens), header, content. */
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
      {/* Post generations end whatever page is open (or crashed): their toasts come from here. */}
      <GenerationNotices />
      {/* Leaving the page while files upload asks first, whichever screen started them. */}
      <UploadLeaveGuard />
      {/* minWidth 0 lets wide tables and tabs scroll inside the content, not widen the page. */}
      <RaLayout
        appBar={AppAppBar}
        menu={SidebarMenu}
        sx={{ '& .RaLayout-content': { minWidth: 0 } }}
      >
        <ConnectionNotices />
        {children}
      </RaLayout>
    </>
  );
};
