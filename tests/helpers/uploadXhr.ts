// Test-only: uploads under jsdom through the app's real upload path. An upload with a progress
// callback goes through XMLHttpRequest (src/api/transport.ts), and jsdom's answers it with a
// jsdom Blob that Node's Response cannot read. So XMLHttpRequest is replaced, for the test, by
// one that reports the upload progress it is told to, then sends the request with fetch (to the
// fake API, msw/node) and hands the transport the answer, as a browser's would.
import { vi } from 'vitest';
import { createDataProvider, type LabelDataProvider } from '../../src/providers/data';

export interface UploadXhrOptions {
  /** Upload progress events sent before the request, as [bytes loaded, bytes in all]. */
  progress?: Array<[loaded: number, total: number]>;
  /** Awaited after the progress events and before the request is sent. */
  hold?: () => Promise<void>;
}

type Listener = ((event: ProgressEvent) => void) | null;

function fetchBackedXhr({ progress = [], hold }: UploadXhrOptions) {
  return class FetchBackedXhr {
    readonly upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    response: Blob | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseHeaders = '';
    private readonly aborter = new AbortController();

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }

    getAllResponseHeaders(): string {
      return this.responseHeaders;
    }

    abort(): void {
      this.aborter.abort();
    }

    send(body: BodyInit | null): void {
      void this.run(body);
    }

    private async run(body: BodyInit | null): Promise<void> {
      for (const [loaded, total] of progress) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      await hold?.();
      try {
        const res = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.aborter.signal,
        });
        this.status = res.status;
        this.responseHeaders = [...res.headers]
          .map(([name, value]) => `${name}: ${value}`)
          .join('\r\n');
        this.response = await res.blob();
        this.onload?.();
      } catch {
        if (this.aborter.signal.aborted) this.onabort?.();
        else this.onerror?.();
      }
    }
  };
}

/**
 * Makes the real dataProvider upload under jsdom for the current test (the replaced
 * XMLHttpRequest is restored after it, `unstubGlobals` in vite.config.ts).
 */
export function withJsdomUploads(
  provider: LabelDataProvider = createDataProvider(),
  options: UploadXhrOptions = {},
): LabelDataProvider {
  vi.stubGlobal('XMLHttpRequest', fetchBackedXhr(options));
  return provider;
}
