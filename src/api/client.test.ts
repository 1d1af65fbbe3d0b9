import { delay, http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { api } from '../mocks/http';
import { createApiClient, type ApiClientOptions } from './client';
import { localLock } from './refreshLock';
import { tokenStore } from './tokenStore';

// No other tab here: a rejected refresh need not wait for another tab's pair to show.
const client = (options: ApiClientOptions = {}) =>
  createApiClient({ otherTabWrite: async () => undefined, ...options });

beforeEach(() => {
  tokenStore.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1' });
});

describe('API client: envelope, bearer and errors', () => {
  it('sends the bearer token to the API and unwraps the envelope', async () => {
    let auth: string | null = null;
    server.use(
      http.get(api('/artists/genres'), ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ success: true, data: [{ id: 1 }], message: 'ok' });
      }),
    );
    const res = await client().request('/artists/genres', {}, 'array');
    expect(auth).toBe('Bearer at-1');
    expect(res.data).toEqual([{ id: 1 }]);
    expect(res.message).toBe('ok');
  });

  it('never sends the token to another origin, nor to the public endpoints', async () => {
    const seen: Record<string, string | null> = {};
    server.use(
      http.get('https://cdn.example.com/cover.png', ({ request }) => {
        seen.cdn = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([1]), { headers: { 'Content-Type': 'image/png' } });
      }),
      http.get(api('/media/serve/public/5'), ({ request }) => {
        seen.public = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([2]), { headers: { 'Content-Type': 'image/png' } });
      }),
      http.post(api('/auth/login'), ({ request }) => {
        seen.login = request.headers.get('Authorization');
        return HttpResponse.json(
          { success: false, message: 'Invalid credentials' },
          { status: 401 },
        );
      }),
    );
    await client().blob('https://cdn.example.com/cover.png');
    await client().blob('/media/serve/public/5');
    await client()
      .request('/auth/login', { method: 'POST', json: {} })
      .catch(() => undefined);
    expect(seen).toEqual({ cdn: null, public: null, login: null });
  });

  it("turns an error body into an HttpError with the server's message and field errors", async () => {
    server.use(
      http.post(api('/artists'), () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Validation failed',
            errors: [{ field: 'email', message: 'Email is required' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await client()
      .request('/artists', { method: 'POST', json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      body: { errors: { email: 'Email is required' } },
    });
  });

  it('falls back to a default text when the error body has no message', async () => {
    server.use(http.get(api('/songs/1'), () => new HttpResponse('oops', { status: 500 })));
    const error = await client()
      .request('/songs/1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'ra.notification.http_error' });
  });

  it('reports a network failure and a body that is not the contract shape clearly', async () => {
    server.use(
      http.get(api('/songs/1'), () => HttpResponse.error()),
      http.get(api('/songs/2'), () => HttpResponse.json([1, 2, 3])),
      http.get(api('/songs/3'), () => new HttpResponse('<html>', { status: 200 })),
      http.get(api('/artists/genres'), () => HttpResponse.json({ success: true, data: {} })),
    );
    await expect(client().request('/songs/1')).rejects.toMatchObject({
      message: 'app.errors.network',
    });
    for (const path of ['/songs/2', '/songs/3']) {
      await expect(client().request(path)).rejects.toMatchObject({
        message: 'app.errors.invalid_format',
      });
    }
    await expect(client().request('/artists/genres', {}, 'array')).rejects.toMatchObject({
      message: 'app.errors.invalid_format',
    });
  });

  it('passes query parameters, leaving out empty ones', async () => {
    let query = '';
    server.use(
      http.get(api('/songs'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ success: true, data: [], total: 0 });
      }),
    );
    await client().request('/songs', {
      query: { limit: 5, search: '', status: undefined, q: 'a b' },
    });
    expect(query).toBe('?limit=5&q=a+b');
  });
});

describe('API client: refresh on 401', () => {
  /** An API where only `valid` is accepted and the refresh endpoint issues at-2/rt-2. */
  function expiredTokenApi(options: { refreshFails?: boolean; alwaysExpired?: boolean } = {}) {
    const counts = { refresh: 0, calls: 0, ok: 0 };
    server.use(
      http.post(api('/auth/refresh'), async ({ request }) => {
        counts.refresh += 1;
        const body = (await request.json()) as { refreshToken?: string };
        if (options.refreshFails || body.refreshToken !== 'rt-1') {
          return HttpResponse.json(
            { success: false, message: 'Invalid refresh token' },
            { status: 401 },
          );
        }
        await new Promise((r) => setTimeout(r, 20));
        return HttpResponse.json({
          success: true,
          data: { accessToken: 'at-2', refreshToken: 'rt-2' },
        });
      }),
      http.get(api('/artists/:id'), ({ request, params }) => {
        counts.calls += 1;
        const valid =
          !options.alwaysExpired && request.headers.get('Authorization') === 'Bearer at-2';
        if (!valid) {
          return HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 });
        }
        counts.ok += 1;
        return HttpResponse.json({ success: true, data: { id: Number(params.id) } });
      }),
    );
    return counts;
  }

  it('five parallel calls with an expired token cause exactly one refresh and five retries', async () => {
    const counts = expiredTokenApi();
    const c = client();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((id) => c.request<{ id: number }>(`/artists/${id}`)),
    );
    expect(results.map((r) => r.data.id)).toEqual([1, 2, 3, 4, 5]);
    expect(counts.refresh).toBe(1);
    expect(counts.ok).toBe(5);
    expect(counts.calls).toBe(10);
    expect(tokenStore.accessToken()).toBe('at-2');
    expect(tokenStore.refreshToken()).toBe('rt-2');
  });

  it('a failed refresh clears the tokens and rejects with a 401', async () => {
    const counts = expiredTokenApi({ refreshFails: true });
    const error = await client()
      .request('/artists/1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(counts.refresh).toBe(1);
    expect(tokenStore.accessToken()).toBeNull();
    expect(tokenStore.refreshToken()).toBeNull();
  });

  it('a 401 after a successful refresh is returned, not refreshed again', async () => {
    const counts = expiredTokenApi({ alwaysExpired: true });
    const error = await client()
      .request('/artists/1')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(counts.refresh).toBe(1);
    expect(counts.calls).toBe(2);
  });
});

describe('API client: a session that ends while a request is out', () => {
  /** POST /artists: refused (401) for `refused`'s token once released, created for any other. */
  function heldCreates(refused: string) {
    const seen: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(api('/artists'), async ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        seen.push(auth);
        if (auth === `Bearer ${refused}`) {
          await released;
          return HttpResponse.json({ success: false, message: 'Session ended' }, { status: 401 });
        }
        return HttpResponse.json({ success: true, data: { id: 9 } }, { status: 201 });
      }),
      http.post(api('/auth/refresh'), () => {
        seen.push('refresh');
        return HttpResponse.json({ success: false, message: 'No' }, { status: 401 });
      }),
    );
    return { seen, release };
  }

  it('is never sent again with the next person’s session, nor refreshed, nor ends theirs', async () => {
    tokenStore.beginSession({ accessToken: 'at-a', refreshToken: 'rt-a' });
    const { seen, release } = heldCreates('at-a');
    const create = client()
      .request('/artists', { method: 'POST', json: { stageName: 'Nova' } })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toEqual(['Bearer at-a']));

    tokenStore.clear();
    tokenStore.beginSession({ accessToken: 'at-b', refreshToken: 'rt-b' });
    release();

    const error = await create;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { endedSession: true } });
    expect(seen).toEqual(['Bearer at-a']);
    expect(tokenStore.accessToken()).toBe('at-b');
  });

  it('with nobody signed in when its answer comes, is not refreshed either', async () => {
    tokenStore.beginSession({ accessToken: 'at-a', refreshToken: 'rt-a' });
    const { seen, release } = heldCreates('at-a');
    const create = client()
      .request('/artists', { method: 'POST', json: { stageName: 'Nova' } })
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    tokenStore.clear();
    release();
    expect(await create).toMatchObject({ status: 401, body: { endedSession: true } });
    expect(seen).toEqual(['Bearer at-a']);
  });
});

describe('API client: a refresh that could not be completed is tried again', () => {
  /** The demo's refresh answers `failures` first, then issues at-2/rt-2; at-2 opens /artists/1. */
  function flakyRefreshApi(failures: Array<() => Response>) {
    const counts = { refresh: 0, ok: 0 };
    server.use(
      http.post(api('/auth/refresh'), () => {
        counts.refresh += 1;
        const failure = failures[counts.refresh - 1];
        if (failure) return failure();
        return HttpResponse.json({
          success: true,
          data: { accessToken: 'at-2', refreshToken: 'rt-2' },
        });
      }),
      http.get(api('/artists/1'), ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer at-2') {
          return HttpResponse.json({ success: false, message: 'Token expired' }, { status: 401 });
        }
        counts.ok += 1;
        return HttpResponse.json({ success: true, data: { id: 1 } });
      }),
    );
    return counts;
  }

  const instant = { refreshLock: localLock(), sleep: async () => undefined };

  it('a 503 and a dropped connection on refresh: the waiting call carries on, still signed in', async () => {
    const reconnecting: boolean[] = [];
    const counts = flakyRefreshApi([
      () => HttpResponse.json({ success: false, message: 'Unavailable' }, { status: 503 }),
      () => HttpResponse.error(),
    ]);
    const res = await client({ ...instant, onReconnecting: (v) => reconnecting.push(v) }).request<{
      id: number;
    }>('/artists/1');
    expect(res.data).toEqual({ id: 1 });
    expect(counts.refresh).toBe(3);
    expect(tokenStore.refreshToken()).toBe('rt-2');
    // Told it was reconnecting, then that it is over.
    expect(reconnecting[0]).toBe(true);
    expect(reconnecting.at(-1)).toBe(false);
  });

  it('a refresh rejected with 403 or 400 ends the session like a 401', async () => {
    for (const status of [400, 403]) {
      tokenStore.setTokens({ accessToken: 'at-1', refreshToken: 'rt-1' });
      const counts = flakyRefreshApi([
        () => HttpResponse.json({ success: false, message: 'No' }, { status }),
      ]);
      await expect(client(instant).request('/artists/1')).rejects.toMatchObject({ status: 401 });
      expect(counts.refresh).toBe(1);
      expect(tokenStore.refreshToken()).toBeNull();
    }
  });

  it('a refresh still failing after its tries ends the session', async () => {
    const counts = flakyRefreshApi(Array.from({ length: 10 }, () => () => HttpResponse.error()));
    await expect(
      client({ ...instant, refreshRetryDelaysMs: [1, 1] }).request('/artists/1'),
    ).rejects.toMatchObject({ status: 401 });
    expect(counts.refresh).toBe(3);
    expect(tokenStore.accessToken()).toBeNull();
  });
});

describe('API client: offline and hung connections', () => {
  it('offline, a change fails at once saying nothing was sent, and nothing is sent', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const offline = client({ isOnline: () => false });
    await expect(
      offline.request('/artists/1', { method: 'PUT', json: { stageName: 'A' } }),
    ).rejects.toMatchObject({ status: 0, message: 'app.connection.offline_write' });
    await expect(offline.request('/artists/1')).rejects.toMatchObject({
      message: 'app.connection.offline_read',
    });
    server.events.removeAllListeners();
    expect(sent).not.toHaveBeenCalled();
  });

  it('a call with no answer ends with a timeout message', async () => {
    server.use(
      http.get(api('/artists/1'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(client().request('/artists/1', { timeoutMs: 5 })).rejects.toMatchObject({
      status: 0,
      message: 'app.connection.timeout',
    });
  });
});
