// react-admin's store, in localStorage, one part per user. Two people sharing a browser never see
// each other's list settings, saved views or sent invitations: every key but the device's own
// (the interface language and light or dark, which the sign-in page needs before anyone is
// known) is kept under the signed-in user's id, `RaStore.@<id>/<key>`.
//
// Signing out empties the user's part (react-admin resets the store at every sign-out, asked or
// forced), except what they set up for themselves: each table's columns and their saved list
// views, which they find again when they sign in again. A user's part follows whoever signs in
// next only when that is someone else: until then it stays the last user's, so that the screens
// still on show while a sign-out ends are not handed another part's values.
import { localStorageStore, type Store } from 'react-admin';
import { tokenStore } from '../api/tokenStore';

/** Keys of the browser, shared by whoever uses it. */
const DEVICE_KEYS: readonly string[] = ['locale', 'theme'];

/** A user's keys kept across their sign-out. */
const KEPT_FOR_USER: readonly RegExp[] = [/\.datatable(\.|$)/, /\.savedQueries$/];

const USER_MARK = '@';

export const isDeviceKey = (key: string): boolean => DEVICE_KEYS.includes(key);

export const isKeptAcrossSignOut = (key: string): boolean =>
  isDeviceKey(key) || KEPT_FOR_USER.some((pattern) => pattern.test(key));

/** The part of the store of the user with this id. */
export const userPart = (userId: string | number): string =>
  `${USER_MARK}${encodeURIComponent(String(userId))}/`;

/** Who is signed in, and word of every change of it (in this tab or another). */
export interface StoreSession {
  user: () => string | null;
  onChange: (listener: () => void) => () => void;
}

const tokenSession: StoreSession = {
  user() {
    const id = tokenStore.user()?.id;
    return id === undefined || id === null ? null : String(id);
  },
  onChange: (listener) => tokenStore.onChange(listener),
};

type Callback = (value: unknown) => void;

interface Subscription {
  key: string;
  callback: Callback;
  stop: () => void;
}

export function createStore(
  base: Store = localStorageStore(),
  session: StoreSession = tokenSession,
): Store {
  let user = session.user() ?? '-';
  const subscriptions = new Set<Subscription>();
  let stopFollowing: (() => void) | null = null;

  const stored = (key: string): string => (isDeviceKey(key) ? key : `${userPart(user)}${key}`);

  const follow = (subscription: Subscription) => {
    subscription.stop = base.subscribe(stored(subscription.key), subscription.callback);
  };

  /** Someone else signed in: each screen following a key is handed that user's value. */
  const onSessionChange = () => {
    const next = session.user();
    if (next === null || next === user) return;
    user = next;
    for (const subscription of subscriptions) {
      if (isDeviceKey(subscription.key)) continue;
      subscription.stop();
      follow(subscription);
      subscription.callback(base.getItem(stored(subscription.key)));
    }
  };

  return {
    setup() {
      base.setup();
      // Keys written before the store had parts belong to nobody known: they go.
      for (const key of Object.keys(base.listItems?.() ?? {})) {
        if (!isDeviceKey(key) && !key.startsWith(USER_MARK)) base.removeItem(key);
      }
      stopFollowing = session.onChange(onSessionChange);
    },
    teardown() {
      stopFollowing?.();
      stopFollowing = null;
      base.teardown();
    },
    getItem: (key, defaultValue) => base.getItem(stored(key), defaultValue),
    setItem: (key, value) => base.setItem(stored(key), value),
    removeItem: (key) => base.removeItem(stored(key)),
    removeItems: (keyPrefix) => base.removeItems(stored(keyPrefix)),
    /** A sign-out: every user's part loses what is not kept for them. */
    reset() {
      for (const key of Object.keys(base.listItems?.() ?? {})) {
        if (isDeviceKey(key)) continue;
        const slash = key.indexOf('/');
        const own = key.startsWith(USER_MARK) && slash > 0 ? key.slice(slash + 1) : key;
        if (!isKeptAcrossSignOut(own) || own === key) base.removeItem(key);
      }
    },
    subscribe(key, callback) {
      const subscription: Subscription = { key, callback, stop: () => undefined };
      follow(subscription);
      subscriptions.add(subscription);
      return () => {
        subscription.stop();
        subscriptions.delete(subscription);
      };
    },
    listItems(keyPrefix = '') {
      const part = isDeviceKey(keyPrefix) ? '' : userPart(user);
      const items = base.listItems?.(`${part}${keyPrefix}`) ?? {};
      return Object.fromEntries(
        Object.entries(items).map(([key, value]) => [key.slice(part.length), value]),
      );
    },
  };
}
