import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { endedSessionError } from '../../api/errors';
import { tokenStore } from '../../api/tokenStore';
import { DEMO_CREDENTIALS } from '../../config/demo';
import { expireAccessTokens } from '../../mocks/handlers/auth';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createAuthProvider } from '.';
import { createDataProvider } from '../data';

const setup = () => {
  const client = createApiClient();
  return { auth: createAuthProvider(client), data: createDataProvider(client) };
};

describe('authProvider', () => {
  it('signs in with email, password and the current language, and stores the token pair', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/auth/login')) sent = await request.clone().json();
    });
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    const { auth } = setup();
    await expect(auth.login(DEMO_CREDENTIALS)).resolves.toBeUndefined();
    server.events.removeAllListeners();
    expect(sent).toEqual({ ...DEMO_CREDENTIALS, language: 'fr' });
    expect(tokenStore.accessToken()).toMatch(/^at_/);
    expect(tokenStore.refreshToken()).toMatch(/^rt_/);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('maps sign-in failures to the spec texts', async () => {
    const { auth } = setup();
    await expect(auth.login({ email: DEMO_CREDENTIALS.email, password: 'wrong' })).rejects.toThrow(
      'app.login.invalid_credentials',
    );
    server.use(http.post(api('/auth/login'), () => new HttpResponse(null, { status: 500 })));
    await expect(auth.login(DEMO_CREDENTIALS)).rejects.toThrow('app.login.failed');
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ success: false, message: 'Account locked' }, { status: 403 }),
      ),
    );
    await expect(auth.login(DEMO_CREDENTIALS)).rejects.toThrow('Account locked');
    expect(tokenStore.accessToken()).toBeNull();
  });

  it('tells a sign-in that got no answer (network, policy) from one made offline', async () => {
    const { auth } = setup();
    server.use(http.post(api('/auth/login'), () => HttpResponse.error()));
    // The sign-in form names the API's address in this one.
    await expect(auth.login(DEMO_CREDENTIALS)).rejects.toThrow('app.deploy.api_unreachable');
    const offline = createAuthProvider(createApiClient({ isOnline: () => false }));
    await expect(offline.login(DEMO_CREDENTIALS)).rejects.toThrow('app.errors.network');
  });

  it('gives the full name and the role as identity', async () => {
    const { auth } = setup();
    await auth.login(DEMO_CREDENTIALS);
    await expect(auth.getIdentity?.()).resolves.toMatchObject({
      fullName: 'Maya Chen',
      role: 'admin',
      email: DEMO_CREDENTIALS.email,
    });
  });

  it('keeps working past an access-token expiry: one refresh, then the call succeeds', async () => {
    const { auth, data } = setup();
    await auth.login(DEMO_CREDENTIALS);
    const before = tokenStore.accessToken();
    expireAccessTokens();
    const res = await data.getGenres();
    expect(Array.isArray(res.data)).toBe(true);
    expect(tokenStore.accessToken()).not.toBe(before);
  });

  it('signs out locally even when the server call fails', async () => {
    const { auth } = setup();
    await auth.login(DEMO_CREDENTIALS);
    server.use(http.post(api('/auth/logout'), () => HttpResponse.error()));
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(tokenStore.accessToken()).toBeNull();
    expect(tokenStore.refreshToken()).toBeNull();
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('sends the user to sign-in on 401, not on 403 (forbidden) or other errors', async () => {
    const { auth } = setup();
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 0 })).resolves.toBeUndefined();
  });

  it('leaves the session held alone on the 401 of a session that had already ended', async () => {
    const { auth } = setup();
    await auth.login(DEMO_CREDENTIALS);
    await expect(auth.checkError(endedSessionError())).resolves.toBeUndefined();
    expect(tokenStore.hasSession()).toBe(true);
  });

  it('empties the tab’s bulk-edit undo at a sign-out', async () => {
    const { auth } = setup();
    await auth.login(DEMO_CREDENTIALS);
    sessionStorage.setItem('label-admin.bulkEdit.undo.1.artists', '{}');
    await auth.logout({});
    expect(sessionStorage.getItem('label-admin.bulkEdit.undo.1.artists')).toBeNull();
  });
});
