import { http } from 'msw';
import { DEMO_ACCESS_TOKEN_TTL_MS, DEMO_REFRESH_TOKEN_TTL_MS } from '../../config/demo';
import type { FieldError, User } from '../../api/types';
import { db, persistSessions } from '../db/database';
import type { SessionRow, UserRow } from '../db/schema';
import { api, authed, fail, jsonBody, ok, validationFailed } from '../http';
import * as clock from '../../lib/clock';

/** How long a replaced refresh token still works (a response lost to a reload). */
const REFRESH_GRACE_MS = 30_000;

const token = (prefix: string): string =>
  `${prefix}_${crypto.randomUUID().replace(/-/g, '')}${Math.random().toString(36).slice(2, 8)}`;

function newTokens(userId: number): SessionRow {
  const now = clock.now();
  return {
    accessToken: token('at'),
    refreshToken: token('rt'),
    userId,
    accessExpiresAt: now + DEMO_ACCESS_TOKEN_TTL_MS,
    refreshExpiresAt: now + DEMO_REFRESH_TOKEN_TTL_MS,
  };
}

export const publicUser = ({ password: _password, ...user }: UserRow): User => user;

export const authHandlers = [
  http.post(api('/auth/login'), async ({ request }) => {
    const body = await jsonBody(request);
    const errors: FieldError[] = [];
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) errors.push({ field: 'email', message: 'Email is required' });
    if (!password) errors.push({ field: 'password', message: 'Password is required' });
    if (errors.length) return validationFailed(errors);
    const user = db().users.find(
      (u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password,
    );
    if (!user) return fail(401, 'Invalid credentials');
    const session = newTokens(user.id);
    db().sessions.push(session);
    // Stored before the answer leaves: another tab that picks up the pair must know it.
    persistSessions();
    return ok({
      user: publicUser(user),
      tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
    });
  }),

  http.post(api('/auth/refresh'), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body.refreshToken !== 'string' || !body.refreshToken) {
      return validationFailed([{ field: 'refreshToken', message: 'Refresh token is required' }]);
    }
    const sessions = db().sessions;
    const now = clock.now();
    // A page reloaded while its refresh was under way never saw the new pair: the token it
    // replaced is honoured for a short grace period, as real token services do.
    const index = sessions.findIndex(
      (s) =>
        s.refreshToken === body.refreshToken ||
        (s.previousRefreshToken === body.refreshToken && (s.previousRefreshUntil ?? 0) > now),
    );
    if (index < 0 || sessions[index].refreshExpiresAt <= now) {
      return fail(401, 'Invalid refresh token');
    }
    // Rotation: the old access token stops working the moment the new pair is issued.
    const rotated: SessionRow = {
      ...newTokens(sessions[index].userId),
      previousRefreshToken: sessions[index].refreshToken,
      previousRefreshUntil: now + REFRESH_GRACE_MS,
    };
    sessions[index] = rotated;
    persistSessions();
    return ok({ accessToken: rotated.accessToken, refreshToken: rotated.refreshToken });
  }),

  http.post(
    api('/auth/logout'),
    authed(({ request }) => {
      const accessToken = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
      const database = db();
      database.sessions = database.sessions.filter((s) => s.accessToken !== accessToken);
      persistSessions();
      return ok(null, { message: 'Logged out' });
    }),
  ),

  http.get(
    api('/auth/me'),
    authed(({ user }) => ok(publicUser(user))),
  ),
];

/** Test and demo hook: make every access token expire now (refresh tokens keep working). */
export function expireAccessTokens(): void {
  for (const session of db().sessions) session.accessExpiresAt = 0;
}
