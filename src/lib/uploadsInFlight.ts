// Uploads still on their way, whichever screen started them. Leaving the page while one runs
// asks first (components/uploads/UploadLeaveGuard.tsx): the file would arrive, or not, unseen.
const listeners = new Set<() => void>();
let running = 0;

const emit = () => {
  for (const listener of listeners) listener();
};

/** Counts `upload` as running until it settles, and hands back its outcome. */
export function trackUpload<T>(upload: () => Promise<T>): Promise<T> {
  running += 1;
  emit();
  const settled = () => {
    running -= 1;
    emit();
  };
  try {
    return upload().finally(settled);
  } catch (error) {
    settled();
    throw error;
  }
}

/** How many uploads are running now (a useSyncExternalStore snapshot). */
export const uploadsInFlight = (): number => running;

export function subscribeToUploads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
