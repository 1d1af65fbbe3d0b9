// Test helper for the demo API's own tests: a signed-in caller and the envelope shapes.
import { call, signIn, type RawResponse } from '@tests/helpers/apiSession';

export interface Envelope<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

export type Caller = <T = unknown>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<RawResponse<T>>;

/** Signs the demo user in and returns a caller that sends its bearer token. */
export async function signedIn(): Promise<Caller> {
  const { accessToken } = await signIn();
  return (method, path, body) => call(method, path, { token: accessToken, body });
}
