// Every core handler runs through one of these, so that no exception escapes to the caller:
// a bug in the demo API answers 500 like a real server, instead of breaking the page or test.
import type { HttpResponseResolver, PathParams } from 'msw';
import type { FieldError } from '@/api/types';
import { authed, fail } from '../../http';

type Info<P extends PathParams> = Parameters<HttpResponseResolver<P>>[0];

function serverError(error: unknown): Response {
  // Logged so that a failing demo or test shows the cause, not only the 500.
  console.error('[demo API] handler failed', error);
  return fail(500, 'Internal server error');
}

/** A bearer-guarded resolver (see authed) that answers 500 instead of throwing. */
export function secure<P extends PathParams = PathParams>(
  resolver: Parameters<typeof authed<P>>[0],
): HttpResponseResolver<P> {
  return authed<P>(async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      return serverError(error);
    }
  });
}

/** A resolver without authentication (public file serving) that answers 500 instead of throwing. */
export function unguarded<P extends PathParams = PathParams>(
  resolver: (info: Info<P>) => Response | Promise<Response>,
): HttpResponseResolver<P> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      return serverError(error);
    }
  };
}

/**
 * 400 with the field errors. With a single error its text becomes the message too, because the
 * admin shows `message` in its toast and "Validation failed" alone would hide the reason.
 */
export function invalid(errors: FieldError[]): Response {
  return fail(400, errors.length === 1 ? errors[0].message : 'Validation failed', errors);
}
