import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { serverMessageOr } from './errorMessage';

const FALLBACK = 'app.notifications.messages.load_failed';

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr(new HttpError('Notification not found', 404), FALLBACK)).toBe(
      'Notification not found',
    );
  });

  it.each([
    ['the generic HTTP error key', new HttpError('ra.notification.http_error', 500)],
    ["the client's own error keys", new HttpError('app.errors.network', 0)],
    ['a blank message', new HttpError('  ', 500)],
    ['an error that is no HttpError', new TypeError('x is undefined')],
    ['a value that is no error', 'boom'],
  ])('falls back to the default for %s', (_case, error) => {
    expect(serverMessageOr(error, FALLBACK)).toBe(FALLBACK);
  });
});
