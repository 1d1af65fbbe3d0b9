// One import run: it sends a few rows at a time, Pause sends no new row (those in flight
// finish), Cancel sends none again; rows whose answer was lost are looked for on the server
// before anything is sent. The bookkeeping is jobState.ts; keeping it across a reload is
// jobStore.ts; this page's runs are kept by runner.ts.
import type { DataProvider, RaRecord } from 'react-admin';
import { browserOnline, subscribeOnline } from '../../../api/connectionStatus';
import { holdLeaveWarning } from '../../../lib/drafts/leaveWarning';
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan, ImportReason } from './importPlan';
import {
  applyCheck,
  cancelRun,
  markCreated,
  markFailed,
  markSending,
  markUnsent,
  nextToSend,
  resumeState,
  retryFailed,
  rowsToCheck,
  runCounts,
  settle,
  type JobState,
  type RunCounts,
} from './jobState';
import { readJob, writeInflight, writeState } from './jobStore';
import { classifyError as classify } from './classifyError';
import { findSentRows } from './sentRowsCheck';

/** Rows sent at once: enough to keep the server busy, few enough not to flood it. */
export const CONCURRENCY = 3;
/** The stored state is rewritten at most this often while rows settle (and at once on a status change). */
export const WRITE_EVERY_MS = 250;

export interface RunSnapshot {
  plan: ImportPlan;
  state: JobState;
  counts: RunCounts;
  /** Rows whose answer was lost are being looked for on the server. */
  checking: boolean;
  /** Why the run waits or what went wrong last, when there is something to say. */
  notice?: ImportReason;
  /** False when the browser would not keep the plan: a reload could not resume this run. */
  persisted: boolean;
  /** Another tab of this browser is running it: this one only looks (and sends nothing). */
  elsewhere: boolean;
}

interface LockManagerLike {
  request(
    name: string,
    options: { mode: 'exclusive'; ifAvailable?: boolean },
    task: (lock: unknown) => Promise<void>,
  ): Promise<void>;
}

type Listener = () => void;

let knownDataProvider: DataProvider | null = null;

/** Remembers the app's dataProvider: runs started from now on send with it (null: forget it). */
export function rememberDataProvider(dataProvider: DataProvider | null): void {
  knownDataProvider = dataProvider;
}

export class ImportRun {
  private state: JobState;
  private snapshot: RunSnapshot;
  private readonly listeners = new Set<Listener>();
  private readonly busy = new Set<number>();
  /** Sent since the stored state was last written: after a reload, they are looked for first. */
  private unrecorded = new Set<number>();
  private checking = false;
  private notice: ImportReason | undefined;
  private writeTimer: ReturnType<typeof setTimeout> | null = null;
  private releaseLeave: (() => void) | null = null;
  private stopOnline: (() => void) | null = null;
  private dataProvider: DataProvider | null = null;
  /** Whether this tab runs the job: 'asking' until the browser's lock answers. */
  private owner: 'yes' | 'no' | 'asking' = 'asking';
  private releaseLock: (() => void) | null = null;
  private stopped = false;

  constructor(
    readonly plan: ImportPlan,
    state: JobState,
    private readonly persisted: boolean,
  ) {
    this.state = state;
    this.snapshot = this.snap();
    this.stopOnline = subscribeOnline(() => {
      if (
        browserOnline() &&
        this.state.status === 'paused' &&
        this.state.pauseReason === 'offline'
      ) {
        this.resume();
      }
    });
    this.guardLeaving();
    this.claim();
  }

  /**
   * Two tabs sending the same rows would create them twice: a run sends only while this tab
   * holds the job's Web Lock (released by the browser when the tab goes). A tab that finds it
   * held (another tab, or the page a reload replaced, not yet gone) only looks, and waits for
   * it: once it has it, it goes on from the stored state. Without Web Locks (an http page,
   * jsdom) the tab runs it.
   */
  private claim(): void {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    if (!locks) {
      this.owner = 'yes';
      this.pump();
      return;
    }
    const name = `label-admin.import:${this.state.id}`;
    const hold = (takeOver: boolean): Promise<void> => {
      if (this.stopped || (takeOver && !this.adoptStored())) return Promise.resolve();
      this.owner = 'yes';
      this.flush();
      this.guardLeaving();
      this.changed();
      this.pump();
      return new Promise<void>((release) => {
        this.releaseLock = release;
      });
    };
    const run = () => {
      this.owner = 'yes';
      this.pump();
    };
    locks
      .request(name, { mode: 'exclusive', ifAvailable: true }, (lock) => {
        if (lock) return hold(false);
        this.owner = 'no';
        this.changed();
        locks.request(name, { mode: 'exclusive' }, () => hold(true)).catch(run);
        return Promise.resolve();
      })
      .catch(run);
  }

  /**
   * The job as the tab that held it left it. False when it is no longer stored (dismissed
   * there): then this tab never sends it.
   */
  private adoptStored(): boolean {
    const stored = readJob(this.kind);
    if (!stored || stored.state.id !== this.state.id) return false;
    this.state = resumeState(stored.state, stored.inflight);
    this.snapshot = this.snap();
    return true;
  }

  get id(): string {
    return this.state.id;
  }

  get kind(): ImportKind {
    return this.state.kind;
  }

  private snap(): RunSnapshot {
    return {
      plan: this.plan,
      state: this.state,
      counts: runCounts(this.plan, this.state),
      checking: this.checking,
      notice: this.notice,
      persisted: this.persisted,
      elsewhere: this.owner === 'no',
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RunSnapshot => this.snapshot;

  /** Gives the run the app's dataProvider; a run waits for one before sending anything. */
  attach(dataProvider: DataProvider): void {
    this.dataProvider = dataProvider;
    this.pump();
  }

  private update(next: JobState, urgent = false): void {
    const statusChanged = next.status !== this.state.status;
    this.state = next;
    this.snapshot = this.snap();
    if (urgent || statusChanged) this.flush();
    else this.scheduleWrite();
    this.guardLeaving();
    for (const listener of this.listeners) listener();
  }

  private changed(): void {
    this.snapshot = this.snap();
    for (const listener of this.listeners) listener();
  }

  private scheduleWrite(): void {
    if (this.writeTimer !== null || !this.persisted) return;
    this.writeTimer = setTimeout(() => this.flush(), WRITE_EVERY_MS);
  }

  /** Writes the state, then narrows the rows to look for after a reload to those in flight. */
  flush(): void {
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    // A tab that only looks never writes: the tab running the job keeps its state.
    if (!this.persisted || this.owner !== 'yes') return;
    writeState(this.state);
    this.unrecorded = new Set(this.busy);
    writeInflight(this.kind, this.unrecorded);
  }

  /** The browser asks before the page is left while rows are being sent. */
  private guardLeaving(): void {
    const sending = this.owner !== 'no' && (this.state.status === 'running' || this.busy.size > 0);
    if (sending && !this.releaseLeave) this.releaseLeave = holdLeaveWarning();
    if (!sending && this.releaseLeave) {
      this.releaseLeave();
      this.releaseLeave = null;
    }
  }

  private pump(): void {
    const dataProvider = this.dataProvider ?? knownDataProvider;
    if (!dataProvider || this.owner !== 'yes') return;
    if (this.state.status !== 'running' || this.checking) return;
    const unconfirmed = rowsToCheck(this.state).filter((position) => !this.busy.has(position));
    if (unconfirmed.length) {
      if (this.busy.size === 0) void this.check(dataProvider, unconfirmed);
      return;
    }
    while (this.busy.size < CONCURRENCY && this.state.status === 'running') {
      const position = nextToSend(this.state, this.busy);
      if (position < 0) break;
      void this.send(dataProvider, position);
    }
    const settled = settle(this.state, this.busy.size);
    if (settled !== this.state) this.update(settled);
  }

  private async check(dataProvider: DataProvider, positions: number[]): Promise<void> {
    this.checking = true;
    this.notice = undefined;
    this.changed();
    try {
      const rows = positions.map((position) => {
        const row = this.plan.rows[this.state.sends[position] ?? -1];
        return { position, body: row?.fate === 'create' ? row.body : {} };
      });
      const found = await findSentRows(dataProvider, this.kind, rows);
      this.checking = false;
      this.update(applyCheck(this.state, positions, found), true);
    } catch (error) {
      this.checking = false;
      const { pause, reason } = classify(error);
      this.notice = reason;
      // Nothing is sent while it is not known which rows exist: the run waits for Resume.
      if (this.state.status === 'running') {
        this.update({ ...this.state, status: 'paused', pauseReason: pause ?? 'error' });
      } else this.changed();
      return;
    }
    this.pump();
  }

  private async send(dataProvider: DataProvider, position: number): Promise<void> {
    const row = this.plan.rows[this.state.sends[position] ?? -1];
    if (row?.fate !== 'create') return;
    this.busy.add(position);
    this.unrecorded.add(position);
    // Written down before the request leaves: after a reload this row is looked for first.
    if (this.persisted) writeInflight(this.kind, this.unrecorded);
    this.update(markSending(this.state, position));
    try {
      const { data } = await dataProvider.create<RaRecord>(this.kind, {
        data: row.body as unknown as Partial<RaRecord>,
      });
      this.busy.delete(position);
      this.update(markCreated(this.state, position, data.id));
    } catch (error) {
      this.busy.delete(position);
      const outcome = classify(error);
      let next = this.state;
      if (outcome.row === 'unsent') next = markUnsent(next, position);
      else if (outcome.row !== 'unknown')
        next = markFailed(next, position, outcome.row, outcome.reason);
      if (outcome.pause && next.status === 'running') {
        this.notice = outcome.reason;
        next = { ...next, status: 'paused', pauseReason: outcome.pause };
      }
      this.update(next);
    }
    this.pump();
  }

  pause(): void {
    if (this.state.status !== 'running' || this.owner === 'no') return;
    this.notice = undefined;
    this.update({ ...this.state, status: 'paused', pauseReason: 'user' });
  }

  resume(): void {
    if (this.state.status !== 'paused' || this.owner === 'no') return;
    this.notice = undefined;
    this.update({ ...this.state, status: 'running', pauseReason: undefined });
    this.pump();
  }

  cancel(): void {
    if (this.owner === 'no') return;
    if (this.state.status !== 'running' && this.state.status !== 'paused') return;
    this.notice = undefined;
    // Rows left "sending" by a lost answer stay so: they may exist, and are reported as such.
    this.update(cancelRun(this.state));
  }

  retryFailed(): void {
    if (this.state.status !== 'finished' || this.owner === 'no') return;
    this.notice = undefined;
    this.update(retryFailed(this.state));
    this.pump();
  }

  /** Stops listening and writing (the run is dismissed, or the page's runs are forgotten). */
  stop(): void {
    this.stopped = true;
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    this.stopOnline?.();
    this.releaseLock?.();
    this.releaseLock = null;
    this.releaseLeave?.();
    this.releaseLeave = null;
    this.listeners.clear();
  }
}
