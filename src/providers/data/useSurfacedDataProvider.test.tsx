import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  useDataProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useSurfacedDataProvider } from './useSurfacedDataProvider';

const refused = new HttpError('Session expired', 401, {});

function setUp() {
  const dataProvider = {
    getOne: vi.fn(() => Promise.reject(refused)),
    update: vi.fn(() => Promise.resolve({ data: { id: 1, title: 'Saved' } })),
  } as unknown as DataProvider;
  const authProvider = {
    login: () => Promise.resolve(),
    logout: vi.fn(() => Promise.resolve()),
    checkAuth: () => Promise.resolve(),
    checkError: (error: { status?: number }) =>
      error.status === 401 ? Promise.reject(new Error('signed out')) : Promise.resolve(),
    getPermissions: () => Promise.resolve(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()}>
      {children}
    </AdminContext>
  );
  return { authProvider, wrapper };
}

describe('useSurfacedDataProvider', () => {
  it('throws a 401 on to the caller, where react-admin’s wrapper answers an empty record', async () => {
    const { authProvider, wrapper } = setUp();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result: wrapped } = renderHook(() => useDataProvider(), { wrapper });
    await expect(wrapped.current.getOne('songs', { id: 1 })).resolves.toEqual({ data: {} });
    consoleError.mockRestore();

    const { result } = renderHook(() => useSurfacedDataProvider(), { wrapper });
    await expect(result.current.getOne('songs', { id: 1 })).rejects.toBe(refused);
    // Signed out all the same, as react-admin would.
    expect(authProvider.logout).toHaveBeenCalled();
  });

  it('answers as the dataProvider does when all goes well', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useSurfacedDataProvider(), { wrapper });
    await expect(
      result.current.update('songs', { id: 1, data: { title: 'Saved' }, previousData: { id: 1 } }),
    ).resolves.toEqual({ data: { id: 1, title: 'Saved' } });
  });
});
