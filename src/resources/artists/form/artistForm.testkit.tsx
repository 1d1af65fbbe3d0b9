// Shared by the artist form tests: render a form screen at its route beside the screens it
// leads to, record every toast (react-admin shows them one at a time), and drive the MUI parts
// (tabs, multi-selects) the way a user does.
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactElement } from 'react';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  memoryStore,
  useNotificationContext,
  type NotificationPayload,
} from 'react-admin';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { createTestQueryClient } from '@tests/helpers/testQueryClient';
import { TestStyles } from '@tests/helpers/testStyles';
import { createApiClient } from '@/api/client';
import { createAuthProvider } from '@/providers/auth';
import { createDataProvider } from '@/providers/data';
import { i18nProvider } from '@/providers/i18n';

export interface Toast {
  message: string;
  type: string | undefined;
}

const LocationSpy = () => {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
};

const ToastSpy = ({ toasts }: { toasts: Toast[] }) => {
  const { notifications } = useNotificationContext();
  const seen = useRef(new Set<NotificationPayload>());
  useEffect(() => {
    for (const n of notifications) {
      if (seen.current.has(n)) continue;
      seen.current.add(n);
      toasts.push({ message: String(n.message), type: n.type });
    }
  }, [notifications, toasts]);
  return null;
};

export const currentPath = () => screen.getByTestId('location').textContent ?? '';

const screens = (path: string, element: ReactElement, toasts: Toast[]) => (
  <>
    <Routes>
      <Route path={path} element={element} />
      <Route path="/artists/:id" element={<p>Artist detail</p>} />
      <Route path="/artists" element={<p>Artist list</p>} />
    </Routes>
    <LocationSpy />
    <ToastSpy toasts={toasts} />
  </>
);

/** Renders `element` at `route` (matched by `path`); returns the toasts raised, as i18n keys. */
export function renderFormAt(path: string, route: string, element: ReactElement) {
  const toasts: Toast[] = [];
  renderWithAdmin(screens(path, element, toasts), { resource: 'artists', route });
  return { toasts };
}

/**
 * The same inside a data router, as the app runs: react-admin only warns about unsaved changes
 * there (renderWithAdmin's MemoryRouter is not one).
 */
export function renderFormInDataRouter(path: string, route: string, element: ReactElement) {
  const toasts: Toast[] = [];
  const client = createApiClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={createDataProvider(client)}
            authProvider={createAuthProvider(client)}
            i18nProvider={i18nProvider}
            store={memoryStore()}
            queryClient={createTestQueryClient()}
          >
            <ResourceContextProvider value="artists">
              {screens(path, element, toasts)}
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  render(
    <TestStyles>
      <RouterProvider router={router} />
    </TestStyles>,
  );
  return { toasts };
}

/** One of the form's own tabs (not the bios' language tabs). */
export const formTab = (name: string | RegExp) =>
  within(screen.getAllByRole('tablist')[0]).getByRole('tab', { name });

export async function openTab(user: UserEvent, name: string | RegExp) {
  const [tabs] = await screen.findAllByRole('tablist');
  await user.click(within(tabs).getByRole('tab', { name }));
}

/** Clicks options of a MUI multi-select (choosing or unchoosing them), then closes its menu. */
export async function toggleOptions(user: UserEvent, label: RegExp, options: string[]) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) {
    await user.click(within(listbox).getByRole('option', { name: option }));
  }
  await user.keyboard('{Escape}');
}

/** The profile image's file input (the drop zone's, hidden like every file input). */
export const profileImageInput = () =>
  screen.getByLabelText<HTMLInputElement>('Profile image', { selector: 'input' });

/** An image File whose reported size is `bytes`, without allocating them. */
export function imageFile(name: string, type: string, bytes = 68): File {
  const file = new File([new Uint8Array(Math.min(bytes, 68))], name, { type });
  if (bytes > 68) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** jsdom has no object URLs; the image preview needs one. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${++next}`,
    revokeObjectURL: () => undefined,
  });
}

/** Replaces a field's text in one go: key by key, a form this size is slow under jsdom. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
