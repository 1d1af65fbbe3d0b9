// Small helpers that keep every demo handler speaking API v1 exactly: the success envelope,
// the error shape, bearer-token checks and path building.
import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { API_BASE_URL } from '../config/env';
import type { FieldError } from '../api/types';
import { db } from './db/database';
import type { UserRow } from './db/schema';
import * as clock from '../lib/clock';

/** Absolute URL pattern of an API v1 path, e.g. api('/artists/:id'). */
export const api = (path: string): string => `${API_BASE_URL}${path}`;

export function ok<T>(
  data: T,
  init: { status?: number; message?: string; extra?: Record<string, unknown> } = {},
) {
  return HttpResponse.json(
    {
      success: true as const,
      data,
      ...(init.message ? { message: init.message } : {}),
      ...init.extra,
    },
    { status: init.status ?? 200 },
  );
}

export function fail(status: number, message: string, errors?: FieldError[]) {
  return HttpResponse.json(
    { success: false as const, message, ...(errors && errors.length ? { errors } : {}) },
    { status },
  );
}

export const validationFailed = (errors: FieldError[]) => fail(400, 'Validation failed', errors);
export const notFound = (what: string) => fail(404, `${what} not found`);
export const deleted = (id: number, message?: string) => ok({ id }, { message });

/** The path parameter as a positive integer, or null. */
export function intParam(value: string | readonly string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** A query parameter as an integer, or undefined when absent or not a number. */
export function intQuery(url: URL, name: string): number | undefined {
  const text = url.searchParams.get(name);
  if (text === null || text.trim() === '' || !/^-?\d+$/.test(text.trim())) return undefined;
  return Number(text);
}

/** The JSON body as a plain object; anything else (no body, invalid JSON, an array) is {}. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const nowIso = (): string => new Date(clock.now()).toISOString();

type AuthedResolver<Params extends PathParams> = (
  info: Parameters<HttpResponseResolver<Params>>[0] & { user: UserRow },
) => ReturnType<HttpResponseResolver<Params>>;

/**
 * Guards a resolver with the contract's bearer rules: no token answers "Access token required",
 * an unknown one "Invalid token", an expired one "Token expired" (all 401).
 */
export function authed<Params extends PathParams = PathParams>(
  resolver: AuthedResolver<Params>,
): HttpResponseResolver<Params> {
  return (info) => {
    const header = info.request.headers.get('Authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return fail(401, 'Access token required');
    const session = db().sessions.find((s) => s.accessToken === match[1]);
    if (!session) return fail(401, 'Invalid token');
    if (session.accessExpiresAt <= clock.now()) return fail(401, 'Token expired');
    const user = db().users.find((u) => u.id === session.userId);
    if (!user) return fail(401, 'Invalid token');
    return resolver({ ...info, user });
  };
}
