// Demo mode: an MSW service worker answers API v1 on the app's own origin.
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { adoptStoredDatabase, db, enableWriteThrough, persist, resetDatabase } from './db/database';
import { faultHandler } from './faults';
import { clearBlobs } from './files/blobStore';
import { handlers } from './handlers';

const REFRESH_PATH = /\/auth\/refresh$/;
const isWrite = (request: Request) =>
  request.method !== 'GET' && !REFRESH_PATH.test(new URL(request.url).pathname);

/**
 * Every handler behind one that saves an answered write before the answer leaves, as a server
 * commits before it replies: whatever the app was told was written survives any reload that
 * follows, however the browser orders the old page's last moments and the new page's start
 * (issue 44). A token refresh changes only the sessions, which its handler saves itself (small,
 * at once): not the whole database. Nothing is saved on leaving: a write still unanswered then is
 * one the app was never told of, as on a server that stopped before it committed.
 */
const storedBeforeAnswered = http.all('*', async ({ request }) => {
  const response = await getResponse(handlers, request);
  if (response && isWrite(request)) persist();
  return response;
});

/**
 * MSW tells its service worker that the page is gone at `beforeunload`, and from then on the
 * worker lets the page's requests through to the host, which answers any API call with a 404.
 * But `beforeunload` is not leaving: the user may stay (the app asks first when work is unsaved),
 * and a reload takes a while between that question and the new page, while the page goes on
 * sending (an import's rows came back "refused" by the host, issue 44). So the worker's listener
 * goes on `pagehide`, when the page is really gone.
 */
async function startClosingOnPagehide(start: () => Promise<unknown>): Promise<void> {
  const add = window.addEventListener;
  const moved = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    add.call(this, type === 'beforeunload' ? 'pagehide' : type, listener, options);
  };
  window.addEventListener = moved as typeof window.addEventListener;
  try {
    await start();
  } finally {
    window.addEventListener = add;
  }
}

export async function startDemoApi(): Promise<void> {
  // Each tab answers its own requests from its own copy: a write in another tab replaces it.
  window.addEventListener('storage', (event) => adoptStoredDatabase(event.key));
  enableWriteThrough();
  // The journeys' injected faults first (mocks/faults.ts); they answer nothing unless asked.
  const worker = setupWorker(faultHandler, storedBeforeAnswered);
  await startClosingOnPagehide(() =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    }),
  );
}

/** Back to the seed data; the signed-in sessions are kept so nobody is signed out. */
export async function resetDemoData(): Promise<void> {
  const sessions = db().sessions;
  resetDatabase().sessions = sessions;
  persist();
  await clearBlobs();
}
