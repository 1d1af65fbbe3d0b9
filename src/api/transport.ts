// Sends one HTTP request. fetch cannot report upload progress, so an upload that asks for it
// goes through XMLHttpRequest; both paths answer a standard Response.

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch: the app's one way onto the network (the API client, config.json). */
export const browserFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export interface TransportRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** JSON text or a multipart form: the two bodies API v1 takes. */
  body?: string | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function sendWithXhr(req: TransportRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        req.onUploadProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
      req.onUploadProgress?.(1);
      resolve(new Response(body, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(req.body ?? null);
  });
}

export function send(req: TransportRequest, fetchImpl: FetchLike): Promise<Response> {
  if (req.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return sendWithXhr(req);
  return fetchImpl(req.url, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    signal: req.signal,
  });
}
