// Raw API v1 calls for tests of the demo API itself (screens use the dataProvider instead).
import { API_BASE_URL } from '../../src/config/env';
import { DEMO_CREDENTIALS } from '../../src/config/demo';

export interface RawResponse<T = unknown> {
  status: number;
  body: T;
}

export async function signIn(): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await fetch(`${API_BASE_URL}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const body = (await res.json()) as {
    data: { tokens: { accessToken: string; refreshToken: string } };
  };
  return body.data.tokens;
}

/** One call with a bearer token; `body` is JSON-encoded unless it is FormData. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<RawResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${API_BASE_URL}${path}`, { method, headers, body });
  const type = res.headers.get('Content-Type') ?? '';
  const parsed = type.includes('json') ? await res.json() : await res.blob();
  return { status: res.status, body: parsed as T };
}
