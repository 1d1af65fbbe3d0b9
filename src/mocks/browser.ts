// Demo mode: an MSW service worker answers API v1 on the app's own origin.
import { setupWorker } from 'msw/browser';
import { adoptStoredDatabase, db, enableWriteThrough, persist, resetDatabase } from './db/database';
import { faultHandler } from './faults';
import { clearBlobs } from './files/blobStore';
import { handlers } from './handlers';

const REFRESH_PATH = /\/auth\/refresh$/;

export async function startDemoApi(): Promise<void> {
  // The journeys' injected faults first (mocks/faults.ts); they answer nothing unless asked.
  const worker = setupWorker(faultHandler, ...handlers);
  // Each tab answers its own requests from its own copy: a write in another tab replaces it.
  window.addEventListener('storage', (event) => adoptStoredDatabase(event.key));
  enableWriteThrough();
  // Every answered write is saved, so the demo's data survives a reload. A token refresh changes
  // only the sessions, which its handler saves itself (small, at once): not the whole database.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET' && !REFRESH_PATH.test(new URL(request.url).pathname)) persist();
  });
  // That event can come after the app already has its answer: a reload in between would lose
  // a write the app was told succeeded (an import row shown created, then missing). Leaving
  // the page saves whatever the handlers wrote, as a server would have kept it.
  window.addEventListener('pagehide', () => persist());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}

/** Back to the seed data; the signed-in sessions are kept so nobody is signed out. */
export async function resetDemoData(): Promise<void> {
  const sessions = db().sessions;
  resetDatabase().sessions = sessions;
  persist();
  await clearBlobs();
}
