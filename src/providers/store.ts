// react-admin's store, in localStorage. Signing out empties it (react-admin resets the store on
// logout), except what a person set up for themselves in this browser: the language, light or
// dark, each table's columns and the saved list views. Those are not about a session, and
// losing them at each sign-out would make them pointless.
import { localStorageStore, type Store } from 'react-admin';

const KEPT_ACROSS_SIGN_OUT: readonly RegExp[] = [
  /^locale$/,
  /^theme$/,
  /\.datatable(\.|$)/,
  /\.savedQueries$/,
];

export const isKeptAcrossSignOut = (key: string): boolean =>
  KEPT_ACROSS_SIGN_OUT.some((pattern) => pattern.test(key));

export function createStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    reset() {
      const kept = Object.entries(base.listItems?.() ?? {}).filter(([key]) =>
        isKeptAcrossSignOut(key),
      );
      base.reset();
      for (const [key, value] of kept) base.setItem(key, value);
    },
  };
}
