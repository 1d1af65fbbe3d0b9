import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AdminContext } from 'react-admin';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { createTestQueryClient } from '@tests/helpers/testQueryClient';
import { trackUpload, uploadsInFlight } from '../../lib/uploadsInFlight';
import { api, ok } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '../../providers/data';
import { i18nProvider } from '../../providers/i18n';
import { UploadLeaveGuard } from './UploadLeaveGuard';

/** The app's shape: the guard beside the pages, in a data router (as startApp.tsx mounts it). */
function renderApp(initialEntry = '/media') {
  const page = (title: string, to: string) => (
    <AdminContext i18nProvider={i18nProvider} queryClient={createTestQueryClient()}>
      <UploadLeaveGuard />
      <h1>{title}</h1>
      <Link to={to}>Go</Link>
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/media', element: page('Media', '/dashboard') },
      { path: '/dashboard', element: page('Dashboard', '/media') },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** An upload the test ends. */
function startUpload() {
  let end!: () => void;
  act(() => {
    void trackUpload(() => new Promise<void>((resolve) => (end = resolve)));
  });
  return () => act(async () => end());
}

const leaveWarned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving while files upload', () => {
  it('asks before a route change; Stay keeps the page, Leave anyway goes', async () => {
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { name: 'Media' })).toBeInTheDocument();
    const end = startUpload();

    await user.click(screen.getByRole('link', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Files are still uploading' });
    expect(dialog).toHaveTextContent('you will not see whether they arrive');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Media' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go' }));
    await user.click(await screen.findByRole('button', { name: 'Leave anyway' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await end();
  });

  it('goes on by itself when the upload ends while asking, and asks nothing once none runs', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'Media' });
    const end = startUpload();
    await user.click(screen.getByRole('link', { name: 'Go' }));
    await screen.findByRole('dialog', { name: 'Files are still uploading' });
    await end();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(await screen.findByRole('heading', { name: 'Media' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the browser ask before a reload or a tab close, only while uploading', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Media' });
    expect(leaveWarned()).toBe(false);
    const end = startUpload();
    expect(leaveWarned()).toBe(true);
    await end();
    expect(leaveWarned()).toBe(false);
  });

  it('asks in French and Spanish too', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { name: 'Media' });
    const end = startUpload();
    await act(() => i18nProvider.changeLocale('fr'));
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(
      await screen.findByRole('dialog', { name: "Des fichiers sont encore en cours d'envoi" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rester sur cette page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => i18nProvider.changeLocale('es'));
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(
      await screen.findByRole('dialog', { name: 'Aún se están subiendo archivos' }),
    ).toBeInTheDocument();
    await end();
  });
});

describe('another artist on the same screen while files upload', () => {
  it("asks before the media screen's ?artistId= changes, not before a detail's ?tab= does", async () => {
    const { user, router } = renderApp('/media?artistId=1');
    await screen.findByRole('heading', { name: 'Media' });
    const end = startUpload();

    await act(() => router.navigate('/media?artistId=2'));
    await screen.findByRole('dialog', { name: 'Files are still uploading' });
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?artistId=1');

    await act(() => router.navigate('/media?artistId=1&tab=media'));
    expect(router.state.location.search).toBe('?artistId=1&tab=media');
    expect(screen.queryByRole('dialog')).toBeNull();
    await end();
  });
});

describe('uploads in flight', () => {
  it('counts every multipart request of the data provider while it runs', async () => {
    await signInForTest();
    const before = uploadsInFlight();
    let answer!: () => void;
    server.use(
      http.post(
        api('/media/upload/artist/:id/profile'),
        () =>
          new Promise((resolve) => {
            answer = () =>
              resolve(ok({ profileImageUrl: '/media/serve/profile/1', profileImageId: 9 }));
          }),
      ),
    );
    const upload = createDataProvider().uploadArtistProfileImage(
      1,
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploadsInFlight()).toBe(before + 1));
    answer();
    await upload;
    expect(uploadsInFlight()).toBe(before);
  });
});
