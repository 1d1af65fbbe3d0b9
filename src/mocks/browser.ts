// Demo mode: an MSW service worker answers API v1 on the app's own origin.
import { setupWorker } from 'msw/browser';
import { db, persist, resetDatabase } from './db/database';
import { clearBlobs } from './files/blobStore';
import { handlers } from './handlers';

export async function startDemoApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  // Every answered write is saved, so the demo's data survives a reload.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') persist();
  });
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
