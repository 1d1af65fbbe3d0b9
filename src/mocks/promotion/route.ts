// Plumbing shared by the promotion handlers: the bearer guard plus a last-resort catch (a bug
// answers the contract's 500 instead of an exception escaping into MSW), simulated latency, and
// small readers for request bodies.
import { delay } from 'msw';
import type { FieldError } from '../../api/types';

/** The one guard of every demo handler (bearer rules, 500 instead of a thrown error). */
export { secure as route, invalid } from '../handlers/common/route';

/**
 * How long a slow operation (AI generation) takes in the browser, to feel real; nothing under
 * Vitest, where it would only slow the suite down.
 */
export function workMs(ms: number): number {
  if (import.meta.env.MODE === 'test' || typeof window === 'undefined') return 0;
  return Math.min(ms, 800);
}

/** A pause of workMs(ms). */
export async function simulateWork(ms: number): Promise<void> {
  const pause = workMs(ms);
  if (pause > 0) await delay(pause);
}

export type Body = Record<string, unknown>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key is present with a value other than undefined. */
export const has = (body: Body, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

export const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export const isNonBlank = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

export const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Collects field errors; `failed` tells whether any was added. */
export class FieldErrors {
  readonly list: FieldError[] = [];
  add(field: string, message: string): void {
    this.list.push({ field, message });
  }
  get failed(): boolean {
    return this.list.length > 0;
  }
}

/** An uploaded file of a multipart form. Checked by shape: Files from another realm fail instanceof. */
export function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

/** The multipart form of the request, or null when the body is not one. */
export async function formBody(request: Request): Promise<FormData | null> {
  try {
    return await request.clone().formData();
  } catch {
    return null;
  }
}
