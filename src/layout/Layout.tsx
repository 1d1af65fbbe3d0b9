import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';

const AppAppBar = () => <AppBar userMenu={<AppUserMenu />} />;

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppAppBar}>{children}</RaLayout>
);
