import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';

/** react-admin's layout: collapsible sidebar (a drawer on narrow screens), header, content. */
export const Layout = ({ children }: { children: ReactNode }) => (
  // minWidth 0 lets wide tables and tabs scroll inside the content instead of widening the page.
  <RaLayout appBar={AppAppBar} menu={AppMenu} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
    {children}
  </RaLayout>
);
