// When screens left open look for a colleague's changes (issue 37): on coming back to the tab or
// the window, and at a modest interval while the tab shows.

/** A minute: a colleague's change shows within a minute on a screen left open. */
export const CATCH_UP_INTERVAL_MS = 60_000;

/** Focus and visibility often arrive together: one check for both. */
const MIN_GAP_MS = 2_000;

/**
 * Calls `check` when the page becomes visible again or the window regains focus, and every
 * interval while the page is visible. Returns the function that stops.
 */
export function onCatchUpMoments(check: () => void, intervalMs = CATCH_UP_INTERVAL_MS): () => void {
  let last = 0;
  const run = () => {
    if (document.visibilityState === 'hidden') return;
    const at = Date.now();
    if (at - last < MIN_GAP_MS) return;
    last = at;
    check();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') run();
  };
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(run, intervalMs);
  return () => {
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisibility);
    clearInterval(timer);
  };
}
