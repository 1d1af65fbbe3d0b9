import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/** A heading that shows once "loaded" (a lazy screen, a record being fetched). */
const LatePage = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late page</h1> : <p>Loading...</p>;
};

// A lazy screen whose code arrives when the test says so.
let deliverSlowPage: () => void = () => undefined;
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      deliverSlowPage = () => resolve({ default: () => <h1>Slow page</h1> });
    }),
);

const Start = () => {
  const navigate = useNavigate();
  return (
    <>
      <h1>Start</h1>
      <Link to="/b">Open B</Link>
      <Link to="/start?tab=media">Media tab</Link>
      <Link to="/late">Open late</Link>
      <Link to="/slow">Open slow</Link>
      <Link to="/form">Open form</Link>
      <button type="button" onClick={() => navigate('/b', { replace: true })}>
        Redirect
      </button>
    </>
  );
};

/** The layout's part: react-admin's content region around the routes. */
const Shell = () => {
  useFocusOnNavigation();
  return (
    <div id="main-content">
      <Suspense fallback={<p>Loading...</p>}>
        <Routes>
          <Route path="/start" element={<Start />} />
          <Route path="/b" element={<h1>Page B</h1>} />
          <Route path="/late" element={<LatePage />} />
          <Route path="/slow" element={<SlowPage />} />
          <Route
            path="/form"
            element={
              <>
                <h1>New artist</h1>
                <input aria-label="Stage name" autoFocus />
              </>
            }
          />
        </Routes>
      </Suspense>
    </div>
  );
};

/** Signing in navigates to the first page, where the shell appears. */
const SignIn = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/b')}>
      Sign in
    </button>
  );
};

const renderShell = (start = '/start') =>
  render(
    // As in the app (startApp.tsx): navigations are not transitions.
    <MemoryRouter initialEntries={[start]} useTransitions={false}>
      <Routes>
        <Route path="/login" element={<SignIn />} />
        <Route path="*" element={<Shell />} />
      </Routes>
    </MemoryRouter>,
  );

describe('focus after a route change', () => {
  it('is left alone on the first page load', () => {
    renderShell();
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's heading when a link is followed with the keyboard", async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open B' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    expect(heading).toHaveFocus();
    // Tab goes on from the top of the new page, not from "Skip to content".
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("moves to the first page's heading when the shell appears after signing in", async () => {
    const user = userEvent.setup();
    renderShell('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
  });

  it('stays put when only the query string changes (a tab, a filter)', async () => {
    const user = userEvent.setup();
    renderShell();
    const tab = screen.getByRole('link', { name: 'Media tab' });
    await user.click(tab);
    expect(tab).toHaveFocus();
  });

  it('holds the content region until a late heading shows, then moves to it', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Open late' }));
    expect(document.getElementById('main-content')).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late page' })).toHaveFocus());
  });

  it('skips the previous page, kept hidden while a lazy screen loads', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Open slow' }));
    await screen.findByText('Loading...');
    expect(document.getElementById('main-content')).toHaveFocus();
    act(() => deliverSlowPage());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Slow page' })).toHaveFocus());
  });

  it('leaves the focus where the new page put it (an autofocus field)', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Open form' }));
    expect(screen.getByRole('textbox', { name: 'Stage name' })).toHaveFocus();
    // Still there once any late heading could have shown.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('textbox', { name: 'Stage name' })).toHaveFocus();
  });

  it('is not moved by a redirect (a replace, not the user going somewhere)', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Redirect' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).not.toHaveFocus();
  });
});
