import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@tests/helpers/testQueryClient';
import { i18nProvider } from '@/providers/i18n';
import { chooseCsv, parseInThePage } from './import.testkit';
import ImportScreen from './ImportScreen';

beforeEach(() => parseInThePage());

/** The app's shape: the screen in a data router (as startApp.tsx mounts it), a link away. */
function renderInDataRouter() {
  const page = (content: ReactNode) => (
    <AdminContext i18nProvider={i18nProvider} queryClient={createTestQueryClient()}>
      {content}
      <Link to="/dashboard">Dashboard</Link>
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/import/:kind', element: page(<ImportScreen />) },
      { path: '/dashboard', element: page(<h1>Welcome back</h1>) },
    ],
    { initialEntries: ['/import/songs'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const leaveWarned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving the import with a file loaded', () => {
  it('asks first; Stay keeps the file, Leave goes', async () => {
    const user = renderInDataRouter();
    await chooseCsv(user, 'Choose a CSV file', 'Artist,Title\nLuna,Minuit\n', 'songs.csv');
    expect(await screen.findByText('songs.csv: 1 row, 2 columns.')).toBeVisible();
    expect(leaveWarned()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the import?' });
    expect(dialog).toHaveTextContent(
      'The file, the columns you matched and the dry run report will be lost.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('songs.csv: 1 row, 2 columns.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(leaveWarned()).toBe(false);
  });

  it('asks nothing before a file is chosen', async () => {
    const user = renderInDataRouter();
    expect(await screen.findByRole('button', { name: 'Choose a CSV file' })).toBeVisible();
    expect(leaveWarned()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});
