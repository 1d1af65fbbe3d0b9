// Shared by the lists' tests of the column chooser and the saved queries: the browser's store
// (a reload is a remount over the same localStorage) and the steps a user takes.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { StoreContextProvider } from 'react-admin';
import { createStore } from '../../providers/store';

/**
 * The app's store (react-admin's localStorageStore, a part per user) around a screen rendered
 * with renderWithAdmin (whose own store is a fresh memoryStore): a new one on each mount, for
 * whoever is signed in then, over the same localStorage, as after a reload. The test setup
 * clears localStorage after each test.
 */
export const BrowserStore = ({ children }: { children: ReactNode }) => (
  <StoreContextProvider value={createStore()}>{children}</StoreContextProvider>
);

/** The table's column headers, as read. */
export const columnHeaders = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** Shows or hides a column with react-admin's column chooser, then closes it. */
export async function toggleColumn(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await user.click(await screen.findByRole('switch', { name }));
  await user.keyboard('{Escape}');
}

/** Saves the list's current filters and sort as a named query. */
export async function saveCurrentQuery(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Saved queries' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Save current query...' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save current query as' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Query name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

/** Opens the saved queries menu and picks one. */
export async function openSavedQuery(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Saved queries' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}
