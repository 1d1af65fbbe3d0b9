// Sign-in, identity and sign-out against API v1. Token refresh lives in the API client, which
// every call goes through, so the authProvider only decides what a 401 means for the shell.
import type { AuthProvider, UserIdentity } from 'react-admin';
import { createApiClient, type ApiClient } from '../../api/client';
import { isEndedSessionError, isRecord } from '../../api/errors';
import { LANGUAGES } from '../../api/languages';
import { tokenStore } from '../../api/tokenStore';
import { forgetAllUndo } from '../bulkEdit/undoStore';
import type { Language, LoginResult, User } from '../../api/types';
import { loginErrorMessage } from './loginError';

export interface LoginParams {
  email?: string;
  username?: string;
  password?: string;
  language?: Language;
}

/** The interface language react-admin stored (its store keeps the locale in localStorage). */
function storedLanguage(): Language | undefined {
  try {
    const raw = localStorage.getItem('RaStore.locale');
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return typeof value === 'string' && LANGUAGES.includes(value as Language)
      ? (value as Language)
      : undefined;
  } catch {
    return undefined;
  }
}

export function identityOf(user: User): UserIdentity {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { id: user.id, fullName: fullName || user.email, email: user.email, role: user.role };
}

export function createAuthProvider(client: ApiClient = createApiClient()): AuthProvider {
  return {
    async login(params: LoginParams) {
      const email = (params.email ?? params.username ?? '').trim();
      const password = params.password ?? '';
      try {
        const { data } = await client.request<LoginResult>(
          '/auth/login',
          {
            method: 'POST',
            json: { email, password, language: params.language ?? storedLanguage() ?? 'en' },
          },
          'object',
        );
        if (!isRecord(data.tokens) || !isRecord(data.user)) throw new Error();
        tokenStore.beginSession(data.tokens);
        tokenStore.setUser(data.user);
      } catch (error) {
        throw new Error(loginErrorMessage(error), { cause: error });
      }
      // No redirectTo: the sign-in form sends the user on to the page first asked for.
    },

    async logout() {
      // The session ends here whatever the server says (spec 4).
      if (tokenStore.accessToken()) {
        await client.request('/auth/logout', { method: 'POST' }).catch(() => undefined);
      }
      tokenStore.clear();
      // Every sign-out in this tab, asked or forced, comes here: the tab's undo stacks hold
      // records' earlier values and must not be offered to whoever signs in next.
      forgetAllUndo();
      return '/login';
    },

    async checkAuth() {
      if (!tokenStore.hasSession()) throw { redirectTo: '/login', message: false };
    },

    async checkError(error: unknown) {
      const status = isRecord(error) ? error.status : undefined;
      // A 401 that reaches here survived the client's one refresh: the session is over. A 403
      // (contract: forbidden) is about one thing the user may not do, such as a restricted
      // Facebook video; the screen says so and the session stays.
      if (status === 401 && !isEndedSessionError(error)) {
        tokenStore.clear();
        throw { redirectTo: '/login', logoutUser: true };
      }
    },

    async getIdentity() {
      const { data } = await client.request<User>('/auth/me', {}, 'object');
      tokenStore.setUser(data);
      return identityOf(data);
    },

    async getPermissions() {
      return tokenStore.user()?.role ?? null;
    },
  };
}
