import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './queryClient';

describe('query retries', () => {
  it('never retries a client error, retries a network or server failure once', () => {
    expect(shouldRetry(0, new HttpError('Not found', 404))).toBe(false);
    expect(shouldRetry(0, new HttpError('Token expired', 401))).toBe(false);
    expect(shouldRetry(0, new HttpError('app.errors.network', 0))).toBe(true);
    expect(shouldRetry(0, new HttpError('Internal server error', 500))).toBe(true);
    expect(shouldRetry(1, new HttpError('Internal server error', 500))).toBe(false);
  });
});
