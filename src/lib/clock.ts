// The app's one "now". Everything that asks what time it is (relative times, the demo API's
// timestamps, token expiry, the seed) reads it here, so tests can start the clock at the moment
// the seed data was placed around, whatever the machine's date. The clock keeps running from
// there (fake timers and real waits still move it), it is only shifted.

let offsetMs = 0;

/** Milliseconds since the epoch, as `Date.now()` but on the app's clock. */
export function now(): number {
  return Date.now() + offsetMs;
}

/** Makes `now()` read `at` from this instant on (tests, a seed at a fixed date). */
export function setClock(at: number): void {
  offsetMs = at - Date.now();
}

/** Back to the system clock. */
export function resetClock(): void {
  offsetMs = 0;
}
