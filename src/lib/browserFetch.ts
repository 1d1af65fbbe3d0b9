// The browser's fetch, behind a type the callers can replace in tests: the app's one way onto the
// network (the API client, and config.json, which is read before the API client can exist).
// Here, at the bottom, so that both the configuration (config/) and the API layer (api/) use it
// without the one importing the other.

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export const browserFetch: FetchLike = (input, init) => globalThis.fetch(input, init);
