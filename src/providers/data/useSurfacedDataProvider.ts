// The app's dataProvider for calls whose caller must know what happened: a save's re-read, a job's
// writes. react-admin's own wrapper (useDataProvider) answers `{ data: {} }` instead of an error
// once a 401 has signed the user out, which a caller would take for a record. This one signs
// out the same way, then throws the error on.
import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { LabelDataProvider } from './index';

export function useSurfacedDataProvider(): LabelDataProvider {
  const dataProvider = useContext(DataProviderContext) as LabelDataProvider;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get(target, name, receiver) {
          const value: unknown = Reflect.get(target, name, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            (value.apply(target, args) as Promise<unknown>).catch(async (error: unknown) => {
              await logoutIfAccessDenied(error);
              throw error;
            });
        },
      }),
    [dataProvider, logoutIfAccessDenied],
  );
}
