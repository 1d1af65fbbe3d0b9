// Faults for the browser journeys. In demo mode the API is answered by the MSW service worker,
// and Playwright's page.route / context.route never see a request a service worker answers; so
// a journey describes the fault as data on `window.__demoApiFaults` (tests/e2e/demoApiFaults.ts)
// and this handler, first in line, plays it. A page without faults is not affected. A fault with
// `jobMs` is not played here: it slows the job the request starts (a post generation), see
// injectedJobMs.
import { delay, http, HttpResponse } from 'msw';

export interface DemoApiFault {
  /** HTTP method, e.g. 'POST'; any when left out. */
  method?: string;
  /** Regular expression (source text) tested against the path after /api/v1, e.g. '^/auth/refresh$'. */
  path: string;
  /** Answer with this status and the contract's error body. */
  status?: number;
  /** That body's message; "Injected <status>" when left out. */
  message?: string;
  /** A dropped connection: the request fails as a network error. */
  abort?: boolean;
  /** Wait this long first; with neither status nor abort the real handler then answers. */
  delayMs?: number;
  /** How many requests it applies to; every one when left out. */
  times?: number;
  /**
   * A request that starts a long job (a post generation): the job itself takes this long. It is
   * recorded with the job, so it goes on across a reload, as on a real server; the request is
   * answered when it is done. Nothing else of the fault applies.
   */
  jobMs?: number;
}

declare global {
  interface Window {
    __demoApiFaults?: DemoApiFault[];
  }
}

const API_PATH = /\/api\/v1(\/[^?#]*)/;

function takeFault(method: string, path: string, ofJob: boolean): DemoApiFault | undefined {
  const faults = typeof window === 'undefined' ? undefined : window.__demoApiFaults;
  const fault = faults?.find(
    (f) =>
      (f.jobMs !== undefined) === ofJob &&
      (f.times === undefined || f.times > 0) &&
      (!f.method || f.method.toUpperCase() === method) &&
      new RegExp(f.path).test(path),
  );
  if (fault && fault.times !== undefined) fault.times -= 1;
  return fault;
}

export const faultHandler = http.all(/\/api\/v1\//, async ({ request }) => {
  const path = API_PATH.exec(new URL(request.url).pathname)?.[1];
  const fault = path ? takeFault(request.method, path, false) : undefined;
  if (!fault) return undefined;
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.abort) return HttpResponse.error();
  if (fault.status) {
    return HttpResponse.json(
      { success: false, message: fault.message ?? `Injected ${fault.status}` },
      { status: fault.status },
    );
  }
  // Only delayed: the demo API answers as usual.
  return undefined;
});

/** How long the job this request starts is made to take by an injected fault, if one is. */
export function injectedJobMs(request: Request): number | undefined {
  const path = API_PATH.exec(new URL(request.url).pathname)?.[1];
  return path ? takeFault(request.method, path, true)?.jobMs : undefined;
}
