// A snapshot for useSyncExternalStore of something that changes often (an import's rows settling
// dozens of times a second): listeners are told at most every `everyMs`, or at once when asked,
// and between two tellings the snapshot stays the same object.

export class ThrottledSnapshot<T> {
  private current: T;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly read: () => T,
    private readonly everyMs: number,
  ) {
    this.current = read();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): T => this.current;

  /** Something changed: told at once (`now`), or with the next batch. */
  changed(now = false): void {
    if (!now) {
      this.timer ??= setTimeout(() => this.changed(true), this.everyMs);
      return;
    }
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.current = this.read();
    for (const listener of this.listeners) listener();
  }

  /** Tells nobody any more. */
  close(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}
