import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';

/** react-admin's layout: collapsible sidebar (a drawer on narrow screens), header, content. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppAppBar} menu={AppMenu}>
    {children}
  </RaLayout>
);
