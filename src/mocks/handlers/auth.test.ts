import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../config/demo';
import { call, signIn } from '@tests/helpers/apiSession';
import { db } from '../db/database';
import { expireAccessTokens } from './auth';

describe('demo API: auth', () => {
  it('refuses a wrong password with 401 "Invalid credentials"', async () => {
    const res = await call('POST', '/auth/login', {
      body: { email: DEMO_CREDENTIALS.email, password: 'nope' },
    });
    expect(res).toEqual({
      status: 401,
      body: { success: false, message: 'Invalid credentials' },
    });
  });

  it('answers /auth/me for a valid token, "Token expired" once it expired', async () => {
    const { accessToken } = await signIn();
    const me = await call<{ data: { email: string; role: string } }>('GET', '/auth/me', {
      token: accessToken,
    });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: DEMO_CREDENTIALS.email, role: 'admin' });
    expireAccessTokens();
    const expired = await call('GET', '/auth/me', { token: accessToken });
    expect(expired).toEqual({ status: 401, body: { success: false, message: 'Token expired' } });
  });

  it('rotates the pair on refresh; a replaced refresh token works only for a grace period', async () => {
    const { accessToken, refreshToken } = await signIn();
    const first = await call<{ data: { accessToken: string; refreshToken: string } }>(
      'POST',
      '/auth/refresh',
      { body: { refreshToken } },
    );
    expect(first.status).toBe(200);
    expect((await call('GET', '/auth/me', { token: first.body.data.accessToken })).status).toBe(
      200,
    );
    expect((await call('GET', '/auth/me', { token: accessToken })).status).toBe(401);
    // A reload that lost the first answer may present the replaced token once more.
    const replay = await call('POST', '/auth/refresh', { body: { refreshToken } });
    expect(replay.status).toBe(200);
    for (const session of db().sessions) session.previousRefreshUntil = 0;
    const late = await call('POST', '/auth/refresh', { body: { refreshToken } });
    expect(late.status).toBe(401);
  });

  it('asks for a token when none is sent', async () => {
    const res = await call('GET', '/auth/me');
    expect(res).toEqual({
      status: 401,
      body: { success: false, message: 'Access token required' },
    });
  });
});
