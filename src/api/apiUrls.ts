// Where a call goes: a path joined to the API's base URL with its query, and whether a URL is an
// API call that carries the bearer token (never another origin, nor an operation the contract
// marks public). The base URL is a function: it is read at each call (see client.ts).
import type { RequestOptions } from './requestOptions';

/** Operations the contract marks `security: []`: they never carry a bearer token. */
const PUBLIC_PATHS = [/^\/auth\/login$/, /^\/auth\/refresh$/, /^\/media\/serve\/public\//];

/** The query's values as URL parameters; empty values are left out. */
function withQuery(url: string, query: NonNullable<RequestOptions['query']>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      if (v !== undefined && v !== null && v !== '') params.append(name, String(v));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

export function createApiUrls(baseUrl: () => string) {
  const apiPathOf = (url: string): string | null => {
    const base = baseUrl();
    return url.startsWith(`${base}/`) ? url.slice(base.length).split('?')[0] : null;
  };

  const needsBearer = (url: string): boolean => {
    const path = apiPathOf(url);
    return path !== null && !PUBLIC_PATHS.some((pattern) => pattern.test(path));
  };

  function urlOf(pathOrUrl: string, query?: RequestOptions['query']): string {
    const url = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${baseUrl()}${pathOrUrl}`;
    return query ? withQuery(url, query) : url;
  }

  return { urlOf, needsBearer };
}
