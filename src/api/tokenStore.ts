// The session lives in the browser's storage: tokens there mean "signed in" (spec 4), and they
// survive a reload. The user is kept too so the shell can greet them before /auth/me answers.
// Every tab of the browser shares them: a refresh, a sign-in or a sign-out in one tab is one
// for all (providers/auth/otherTabs.ts follows the others' changes).
import type { AuthTokens, User } from './types';
import { browserStorage } from '../lib/browserStorage';

const ACCESS = 'label-admin.accessToken';
const REFRESH = 'label-admin.refreshToken';
const USER = 'label-admin.user';
/** One id per sign-in, kept across refreshes: a request knows whether its session is still on. */
const SESSION = 'label-admin.session';
const KEYS: readonly string[] = [ACCESS, REFRESH, USER, SESSION];

const newSessionId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36)}`;

/** Told of every change this tab makes (storage events reach the other tabs only). */
const sameTabListeners = new Set<() => void>();
const changedHere = () => {
  for (const listener of sameTabListeners) listener();
};

export const tokenStore = {
  accessToken: (): string | null => browserStorage()?.getItem(ACCESS) ?? null,
  refreshToken: (): string | null => browserStorage()?.getItem(REFRESH) ?? null,
  hasSession(): boolean {
    return !!(this.accessToken() || this.refreshToken());
  },
  /** The session's id: set at sign-in, the same across its refreshes, gone at its end. */
  session: (): string | null => browserStorage()?.getItem(SESSION) ?? null,
  /** A sign-in: a new session, with its first pair. */
  beginSession(tokens: AuthTokens): void {
    browserStorage()?.setItem(SESSION, newSessionId());
    this.setTokens(tokens);
  },
  /** A refreshed pair of the same session. */
  setTokens(tokens: AuthTokens): void {
    browserStorage()?.setItem(ACCESS, tokens.accessToken);
    browserStorage()?.setItem(REFRESH, tokens.refreshToken);
    changedHere();
  },
  user(): User | null {
    const raw = browserStorage()?.getItem(USER);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as User;
    } catch {
      return null;
    }
  },
  setUser(user: User): void {
    browserStorage()?.setItem(USER, JSON.stringify(user));
    changedHere();
  },
  clear(): void {
    browserStorage()?.removeItem(ACCESS);
    browserStorage()?.removeItem(REFRESH);
    browserStorage()?.removeItem(USER);
    browserStorage()?.removeItem(SESSION);
    changedHere();
  },
  /** Calls `listener` when another tab changes the stored session; returns the unsubscribe. */
  onChangeInOtherTab(listener: () => void): () => void {
    // Storage events reach the other tabs only, never the one that wrote.
    const handle = (event: StorageEvent) => {
      if (event.key === null || KEYS.includes(event.key)) listener();
    };
    globalThis.addEventListener?.('storage', handle);
    return () => globalThis.removeEventListener?.('storage', handle);
  },
  /**
   * Calls `listener` after any change of the stored session, made in this tab or another (a
   * sign-in, a refresh, a sign-out, a session that ended); returns the unsubscribe. Long jobs
   * use it to stop when their user is no longer the one signed in.
   */
  onChange(listener: () => void): () => void {
    sameTabListeners.add(listener);
    const stopOthers = this.onChangeInOtherTab(listener);
    return () => {
      sameTabListeners.delete(listener);
      stopOthers();
    };
  },
};
