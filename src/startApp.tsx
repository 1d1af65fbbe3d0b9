import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, prepareFirstScreen, startFirstScreenData } from './App';
import { loadNumberAndDateData } from './preloadScreens';

// react-admin needs a data router (unsaved-changes warnings) and clean paths, not hashes.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

export async function renderApp(container: HTMLElement): Promise<void> {
  // Before the first render, so that a list's data travels while the rest gets ready, and the
  // first render already has its rows (firstScreenData.ts).
  const firstData = startFirstScreenData();
  loadNumberAndDateData();
  await prepareFirstScreen(firstData);
  createRoot(container).render(
    <StrictMode>
      {/* useTransitions={false}: navigations commit at once, as in the router react-admin
          makes for itself. In a transition, a signed-out visit to a deep link never reached
          the sign-in page: react-admin's logout navigates to /login and clears its caches in
          the same tick, the old screen re-renders, finds no session, logs out again, and so
          keeps restarting the pending navigation. */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
}
