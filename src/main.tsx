import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { IS_DEMO } from './config/env';

// react-admin needs a data router (unsaved-changes warnings) and clean paths, not hashes.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

async function start() {
  if (IS_DEMO) {
    // Only demo builds fetch the fake API's code; it never ships in the real app's first load.
    const { startDemoApi } = await import('./mocks/browser');
    await startDemoApi();
  }
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
