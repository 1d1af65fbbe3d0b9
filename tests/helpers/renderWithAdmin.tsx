// Renders a screen the way the app does: react-admin's context with a fresh memory store, the
// real i18nProvider, the real data and auth providers over the fake API (msw/node), and a
// <Notification/> so toasts can be asserted.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  defaultTheme,
  Notification,
  ResourceContextProvider,
  memoryStore,
  type AuthProvider,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '../../src/api/client';
import { createAuthProvider } from '../../src/providers/auth';
import { StackedNotifications } from '../../src/components/toasts/StackedNotifications';
import { createDataProvider, type LabelDataProvider } from '../../src/providers/data';
import { i18nProvider } from '../../src/providers/i18n';
import { darkTheme, lightTheme } from '../../src/theme';
import { createTestQueryClient } from './testQueryClient';
import { TestStyles } from './testStyles';
import { MuiTexts } from '../../src/layout/muiTexts/MuiTexts';

export interface RenderOptions {
  resource?: string;
  route?: string;
  locale?: 'en' | 'fr' | 'es';
  dataProvider?: LabelDataProvider;
  authProvider?: AuthProvider;
  /** The app's own toasts, all shown at once (to count them), instead of one at a time. */
  stackedToasts?: boolean;
  /** The app's theme in that mode, colours and all (TestStyles keeps none), for contrast tests. */
  theme?: 'light' | 'dark';
}

/**
 * Without a theme asked for: react-admin's default one, without MUI's ink ripple as in the app's
 * own themes (src/theme.ts). A ripple is a timed animation the app never shows, and its state
 * changes after a test's last step made React warn about updates outside act().
 */
const plainTheme = {
  ...defaultTheme,
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
};

export function renderWithAdmin(ui: ReactNode, options: RenderOptions = {}) {
  const client = createApiClient();
  const dataProvider = options.dataProvider ?? createDataProvider(client);
  const authProvider = options.authProvider ?? createAuthProvider(client);
  const store = memoryStore(options.locale ? { locale: options.locale } : {});
  const content = options.resource ? (
    <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider>
  ) : (
    ui
  );
  const app = (
    <MemoryRouter initialEntries={[options.route ?? '/']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={createTestQueryClient()}
        {...(options.theme
          ? { lightTheme, darkTheme, defaultTheme: options.theme }
          : { lightTheme: plainTheme })}
      >
        <MuiTexts>{content}</MuiTexts>
        {options.stackedToasts ? <StackedNotifications /> : <Notification />}
      </AdminContext>
    </MemoryRouter>
  );
  return {
    dataProvider,
    ...render(options.theme ? app : <TestStyles>{app}</TestStyles>),
  };
}
