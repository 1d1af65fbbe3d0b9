// Waits for the requests a test left in flight to the fake API (msw/node). Counted here, once
// per module instance of the server, so that setup files run again per test file do not count
// twice.
import { server } from '../../src/mocks/node';

let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});

// Taken before any test can install fake timers.
const realSetTimeout = globalThis.setTimeout;
const nextTask = () => new Promise((resolve) => realSetTimeout(resolve, 0));

/** Resolves once no request is in flight over two turns of the event loop, or after 1 s. */
export async function requestsSettled(): Promise<void> {
  const giveUpAt = performance.now() + 1_000;
  for (let quiet = 0; quiet < 2 && performance.now() < giveUpAt;) {
    await nextTask();
    quiet = inFlight === 0 ? quiet + 1 : 0;
  }
}
