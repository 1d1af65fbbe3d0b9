// Two tabs sending the same rows would create them twice: a run sends only while its tab holds
// the job's Web Lock, which the browser releases when the tab goes. A tab that finds it held
// (another tab, or the page a reload replaced, not yet gone) only looks, and waits for it.
// Without Web Locks (an http page, jsdom) the tab runs the job.

interface LockManagerLike {
  request(
    name: string,
    options: { mode: 'exclusive'; ifAvailable?: boolean },
    task: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

export interface RunLockEvents {
  /**
   * This tab may run the job (`takeOver`: after another tab held it). Its answer says whether it
   * does; while it does, the lock is kept.
   */
  onHeld(takeOver: boolean): Promise<boolean>;
  /** Another tab runs the job: this one only looks, until onHeld. */
  onElsewhere(): void;
}

/** Asks for the job's lock; returns what lets it go (the job is dismissed or stopped here). */
export function claimRunLock(jobId: string, { onHeld, onElsewhere }: RunLockEvents): () => void {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  let letGo: (() => void) | null = null;
  let released = false;
  const hold = async (takeOver: boolean): Promise<void> => {
    if (released || !(await onHeld(takeOver))) return;
    return new Promise<void>((done) => {
      letGo = done;
      if (released) done();
    });
  };
  const withoutLock = () => void onHeld(false);
  if (!locks) withoutLock();
  else {
    const name = `label-admin.import:${jobId}`;
    locks
      .request(name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
        if (lock) return hold(false);
        onElsewhere();
        locks.request(name, { mode: 'exclusive' }, () => hold(true)).catch(withoutLock);
        return Promise.resolve();
      })
      .catch(withoutLock);
  }
  return () => {
    released = true;
    letGo?.();
    letGo = null;
  };
}
