import { styled } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Error as ScreenError, LayoutClasses, Loading, SkipNavigationButton } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { FrameSidebar } from './frame/FrameSidebar';

export interface ShellFrameProps {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
}

/**
 * react-admin's layout (skip link, app bar, sidebar, the screen in an error boundary and a
 * Suspense boundary), under react-admin's class names so that its styles and the app's apply
 * (the sidebar is FrameSidebar, which reads the scroll only when it happens),
 * without its preferences Inspector: the admin has no configurable element for it to edit, and
 * react-admin's Layout mounts it on every screen, with a store read and a theme lookup, before
 * the first row can show.
 */
export const ShellFrame = ({ appBar: AppBar, menu: Menu, children }: ShellFrameProps) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <FrameSidebar>
            <Menu />
          </FrameSidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ScreenError
                  error={error as Error}
                  errorInfo={errorInfo}
                  resetErrorBoundary={resetErrorBoundary}
                />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
};

// The look of react-admin's Layout: the app bar's height above, the sidebar and the content side
// by side, the content filling what is left.
const Frame = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    // minWidth 0 lets wide tables and tabs scroll inside the content, not widen the page.
    minWidth: 0,
    paddingRight: theme.spacing(1),
    paddingLeft: theme.spacing(1),
  },
}));
