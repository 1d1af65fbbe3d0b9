// The browser's own "Leave site?" question on reload or tab close, while anything registered
// here is unsaved. One listener for the whole app, present only while it is needed: a
// beforeunload listener also keeps a page out of the browser's back/forward cache.

const holders = new Set<symbol>();

function warn(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium and Safari ask only when returnValue is set.
  event.returnValue = true;
}

/** Asks before the page is left while `holder` is unsaved; call the result when it is not. */
export function holdLeaveWarning(): () => void {
  const holder = Symbol('unsaved');
  if (holders.size === 0) window.addEventListener('beforeunload', warn);
  holders.add(holder);
  return () => {
    if (!holders.delete(holder)) return;
    if (holders.size === 0) window.removeEventListener('beforeunload', warn);
  };
}

/** Whether anything unsaved is held right now (a form with changes, an upload). */
export function isUnsavedWorkHeld(): boolean {
  return holders.size > 0;
}
