// One import run: it sends a few rows at a time, Pause sends no new row (those in flight
// finish), Cancel sends none again. A row is "created" only with the server's id in hand. A row
// whose answer was lost (a dropped connection, a reload, a tab closed) is looked for on the
// server, and sent again only once its request can no longer be in flight. The bookkeeping is
// ledger.ts; keeping it across a reload is jobStore.ts; this page's runs are kept by runner.ts.
import type { DataProvider, RaRecord } from 'react-admin';
import { browserOnline, subscribeOnline } from '@/api/connectionStatus';
import { now } from '@/lib/clock';
import { holdLeaveWarning } from '@/lib/drafts/leaveWarning';
import { ThrottledSnapshot } from '@/lib/throttledSnapshot';
import { signedInUserKey } from '@/providers/generationRuns';
import type { ImportKind } from '../mapping/importFields';
import type { ImportPlan, ImportReason } from './importPlan';
import { resumeState, type InFlight, type JobState, type RunCounts } from './jobState';
import { readJob, saveNewJob, writeInflight, writeState } from './jobStore';
import { RunLedger } from './ledger';
import { claimRunLock } from './runLock';
import { classifyError as classify } from './classifyError';
import { findSentRows } from './sentRowsCheck';

/** Rows sent at once: enough to keep the server busy, few enough not to flood it. */
export const CONCURRENCY = 3;
/** The stored state is rewritten at most this often while rows settle (and at once on a status change). */
export const WRITE_EVERY_MS = 250;
/** The screen is told of rows settling at most this often (at once of a status change). */
export const SHOW_EVERY_MS = 100;
/** Rows whose answer was lost, not found yet, are looked for again this often until their limit. */
export const LOOK_AGAIN_MS = 3_000;

export interface RunSnapshot {
  plan: ImportPlan;
  state: JobState;
  counts: RunCounts;
  /** Rows whose answer was lost are being looked for on the server. */
  checking: boolean;
  /** Rows sent whose answer was lost (a reload, a tab closed, a dropped connection), not found yet. */
  waiting: number;
  /** Why the run waits or what went wrong last, when there is something to say. */
  notice?: ImportReason;
  /** False when the browser would not keep the plan: a reload could not resume this run. */
  persisted: boolean;
  /** Another tab of this browser is running it: this one only looks (and sends nothing). */
  elsewhere: boolean;
}

let knownDataProvider: DataProvider | null = null;

/** Remembers the app's dataProvider: runs started from now on send with it (null: forget it). */
export function rememberDataProvider(dataProvider: DataProvider | null): void {
  knownDataProvider = dataProvider;
}

export class ImportRun {
  private ledger: RunLedger;
  private readonly screen: ThrottledSnapshot<RunSnapshot>;
  /** Rows whose request this tab is waiting for. */
  private readonly busy = new Set<number>();
  /** Sent since the stored state was last written, with when each left. */
  private unrecorded = new Map<number, number>();
  private checking = false;
  private lookAgain: ReturnType<typeof setTimeout> | null = null;
  private notice: ImportReason | undefined;
  private writeTimer: ReturnType<typeof setTimeout> | null = null;
  private releaseLeave: (() => void) | null = null;
  private stopOnline: (() => void) | null = null;
  private dataProvider: DataProvider | null = null;
  /** Whether this tab runs the job: 'asking' until the browser's lock answers. */
  private owner: 'yes' | 'no' | 'asking' = 'asking';
  private releaseLock: (() => void) | null = null;
  private stopped = false;
  private markLeft: () => void = () => undefined;
  /** Settles once a run that left has its last answers in and its state written. */
  private readonly left = new Promise<void>((done) => {
    this.markLeft = done;
  });
  /** Its user is no longer signed in: it sends nothing more, and stops once its requests are answered. */
  private leaving = false;
  /** Until the new job is stored, nothing is sent (a reload could not look for what was). */
  private ready: boolean;
  private persisted: boolean;

  private constructor(
    readonly plan: ImportPlan,
    state: JobState,
    stored: Promise<boolean> | true,
  ) {
    this.ledger = new RunLedger(plan, state);
    this.ready = stored === true;
    this.persisted = true;
    this.screen = new ThrottledSnapshot(() => this.snap(), SHOW_EVERY_MS);
    if (stored !== true) {
      void stored.then((kept) => {
        this.persisted = kept;
        this.ready = true;
        this.show(true);
        this.pump();
      });
    }
    this.stopOnline = subscribeOnline(() => {
      if (
        browserOnline() &&
        this.ledger.status === 'paused' &&
        this.state.pauseReason === 'offline'
      ) {
        this.resume();
      }
    });
    this.guardLeaving();
    this.claim();
  }

  /** A new run of `plan`: it is stored first, then sends. */
  static start(plan: ImportPlan, state: JobState): ImportRun {
    return new ImportRun(plan, state, saveNewJob(plan, state));
  }

  /** A run found in storage (a reload, or the same user signing in again): it goes on. */
  static resumed(plan: ImportPlan, state: JobState): ImportRun {
    const run = new ImportRun(plan, state, true);
    void run.flush();
    return run;
  }

  private get state(): JobState {
    return this.ledger.state;
  }

  get id(): string {
    return this.state.id;
  }

  get kind(): ImportKind {
    return this.state.kind;
  }

  /** The user who started it. */
  get user(): string {
    return this.state.user;
  }

  /**
   * Sends only while this tab holds the job's lock (runLock.ts); a tab taking it over goes on
   * from the stored state, and looks for the rows the other tab had in flight as a reload does.
   */
  private claim(): void {
    this.releaseLock = claimRunLock(this.state.id, {
      onHeld: async (takeOver) => {
        if (this.stopped || (takeOver && !(await this.adoptStored()))) return false;
        this.owner = 'yes';
        void this.flush();
        this.guardLeaving();
        this.show(true);
        this.pump();
        return true;
      },
      onElsewhere: () => {
        this.owner = 'no';
        this.show(true);
      },
    });
  }

  /**
   * The job as the tab that held it left it. False when it is no longer stored (dismissed
   * there) or no longer this user's: then this tab never sends it.
   */
  private async adoptStored(): Promise<boolean> {
    const stored = await readJob(this.user, this.kind);
    if (this.stopped || !stored || stored.state.id !== this.state.id) return false;
    this.ledger = new RunLedger(this.plan, resumeState(stored.state, stored.inflight));
    return true;
  }

  private snap(): RunSnapshot {
    return {
      plan: this.plan,
      state: this.ledger.view(),
      counts: this.ledger.counts(),
      checking: this.checking,
      waiting: this.ledger.unconfirmed(this.busy).length,
      notice: this.notice,
      persisted: this.persisted,
      elsewhere: this.owner === 'no',
    };
  }

  subscribe = (listener: () => void): (() => void) => this.screen.subscribe(listener);

  getSnapshot = (): RunSnapshot => this.screen.getSnapshot();

  /** Gives the run the app's dataProvider; a run waits for one before sending anything. */
  attach(dataProvider: DataProvider): void {
    this.dataProvider = dataProvider;
    this.pump();
  }

  /** Tells the screen: at once, or with the next batch of rows settling. */
  private show(now = false): void {
    this.screen.changed(now);
  }

  /** After a change of the state: kept (at once when the run's status changed) and shown. */
  private update(): void {
    const statusChanged =
      this.getSnapshot().state.status !== this.state.status ||
      this.getSnapshot().state.pauseReason !== this.state.pauseReason;
    if (statusChanged) void this.flush();
    else this.scheduleWrite();
    this.guardLeaving();
    this.show(statusChanged);
  }

  private scheduleWrite(): void {
    if (this.writeTimer !== null || !this.persisted) return;
    this.writeTimer = setTimeout(() => void this.flush(), WRITE_EVERY_MS);
  }

  private inFlight(): InFlight[] {
    return [...this.unrecorded].map(([position, sentAt]) => ({ position, sentAt }));
  }

  /** Writes the state, then narrows the rows to look for after a reload to those in flight. */
  async flush(): Promise<void> {
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    // A tab that only looks never writes: the tab running the job keeps its state.
    if (!this.persisted || !this.ready || this.owner !== 'yes' || this.stopped) return;
    const written = writeState(this.state);
    this.unrecorded = new Map([...this.unrecorded].filter(([position]) => this.busy.has(position)));
    await Promise.all([written, writeInflight(this.user, this.kind, this.inFlight())]);
  }

  /** The browser asks before the page is left while rows are being sent. */
  private guardLeaving(): void {
    const sending =
      !this.stopped &&
      this.owner !== 'no' &&
      (this.ledger.status === 'running' || this.busy.size > 0);
    if (sending && !this.releaseLeave) this.releaseLeave = holdLeaveWarning();
    if (!sending && this.releaseLeave) {
      this.releaseLeave();
      this.releaseLeave = null;
    }
  }

  private pump(): void {
    const dataProvider = this.dataProvider ?? knownDataProvider;
    if (!dataProvider || this.owner !== 'yes' || !this.ready || this.leaving) return;
    if (signedInUserKey() !== this.user) return;
    const { status } = this.ledger;
    // A cancelled run looks too: its report then says which of its lost answers were created.
    if (status !== 'running' && status !== 'cancelled') return;
    const unconfirmed = this.ledger.unconfirmed(this.busy);
    if (unconfirmed.length && !this.checking && this.lookAgain === null) {
      void this.check(dataProvider, unconfirmed);
    }
    if (status !== 'running') return;
    while (this.busy.size < CONCURRENCY && this.ledger.status === 'running') {
      const position = this.ledger.nextToSend();
      if (position < 0) break;
      void this.send(dataProvider, position);
    }
    if (this.busy.size === 0 && !this.checking && this.ledger.settle()) this.update();
  }

  private async check(dataProvider: DataProvider, positions: number[]): Promise<void> {
    this.checking = true;
    this.notice = undefined;
    this.show(true);
    let waiting: number[];
    try {
      const rows = positions.map((position) => {
        const row = this.plan.rows[this.state.sends[position] ?? -1];
        return { position, body: row?.fate === 'create' ? row.body : {} };
      });
      const found = await findSentRows(dataProvider, this.kind, rows);
      this.checking = false;
      if (this.stopped) return;
      waiting = this.ledger.checked(positions, found, now());
    } catch (error) {
      this.checking = false;
      if (this.stopped) return;
      const { pause, reason } = classify(error);
      this.notice = reason;
      // Nothing is sent while it is not known which rows exist: the run waits for Resume.
      if (this.ledger.status === 'running') this.ledger.setStatus('paused', pause ?? 'error');
      this.update();
      this.show(true);
      this.finishLeaving();
      return;
    }
    if (waiting.length) this.lookAgainFor(waiting);
    this.update();
    this.show(true);
    this.finishLeaving();
    this.pump();
  }

  /** Not found yet while their requests may still be in flight: looked for again a little later. */
  private lookAgainFor(waiting: number[]): void {
    const limit = Math.min(...waiting.map((position) => this.ledger.settledBy(position)));
    const wait = Math.max(0, Math.min(LOOK_AGAIN_MS, limit - now()));
    this.lookAgain = setTimeout(() => {
      this.lookAgain = null;
      this.pump();
    }, wait);
  }

  private async send(dataProvider: DataProvider, position: number): Promise<void> {
    const row = this.plan.rows[this.state.sends[position] ?? -1];
    if (row?.fate !== 'create') return;
    const at = now();
    this.busy.add(position);
    this.ledger.sending(position, at);
    this.unrecorded.set(position, at);
    this.update();
    // Written down before the request leaves: after a reload this row is looked for first.
    if (this.persisted) await writeInflight(this.user, this.kind, this.inFlight());
    if (this.leaving || this.stopped) {
      this.busy.delete(position);
      this.ledger.unsent(position);
      this.update();
      this.finishLeaving();
      return;
    }
    try {
      const { data } = await dataProvider.create<RaRecord>(this.kind, {
        data: row.body as unknown as Partial<RaRecord>,
      });
      this.busy.delete(position);
      const id = (data as Partial<RaRecord> | undefined)?.id;
      // Created only with the server's id in hand; an answer without one is a lost answer:
      // the row stays "sending", to be looked for on the server.
      if (id !== undefined && id !== null && id !== '') this.ledger.created(position, id);
    } catch (error) {
      this.busy.delete(position);
      const outcome = classify(error);
      if (outcome.row === 'unsent') this.ledger.unsent(position);
      else if (outcome.row !== 'unknown') this.ledger.failed(position, outcome.row, outcome.reason);
      if (outcome.pause && this.ledger.status === 'running') {
        this.notice = outcome.reason;
        this.ledger.setStatus('paused', outcome.pause);
      }
    }
    this.update();
    this.finishLeaving();
    this.pump();
  }

  pause(): void {
    if (this.ledger.status !== 'running' || this.owner === 'no') return;
    this.notice = undefined;
    this.ledger.setStatus('paused', 'user');
    this.update();
  }

  resume(): void {
    if (this.ledger.status !== 'paused' || this.owner === 'no' || this.leaving) return;
    this.notice = undefined;
    this.ledger.setStatus('running');
    this.update();
    this.pump();
  }

  cancel(): void {
    if (this.owner === 'no') return;
    if (this.ledger.status !== 'running' && this.ledger.status !== 'paused') return;
    this.notice = undefined;
    this.clearLookAgain();
    // Rows left "sending" by a lost answer stay so until they are found (or known never to have
    // arrived): they may exist, and are reported as such.
    this.ledger.cancel();
    this.update();
    this.pump();
  }

  retryFailed(): void {
    if (this.ledger.status !== 'finished' || this.owner === 'no') return;
    this.notice = undefined;
    this.ledger.retryFailed();
    this.update();
    this.pump();
  }

  /**
   * Its user is no longer the one signed in (the session ended, a sign-out, another user): it
   * waits (paused, "sign in again"), sends nothing more, keeps its state for its user, and stops
   * once the requests already out are answered: then the promise settles, and the run may be
   * read again from storage without waiting for rows it had in flight.
   */
  leave(): Promise<void> {
    if (this.leaving || this.stopped) return this.left;
    this.leaving = true;
    this.clearLookAgain();
    if (this.ledger.status === 'running') this.ledger.setStatus('paused', 'session');
    this.update();
    this.finishLeaving();
    return this.left;
  }

  private finishLeaving(): void {
    if (!this.leaving || this.stopped || this.busy.size > 0 || this.checking) return;
    void this.flush().then(() => {
      // A screen still showing it sees where it stopped.
      this.show(true);
      this.stop();
      this.markLeft();
    });
  }

  private clearLookAgain(): void {
    if (this.lookAgain !== null) clearTimeout(this.lookAgain);
    this.lookAgain = null;
  }

  /** Stops listening and writing (the run is dismissed, left, or the page's runs are forgotten). */
  stop(): void {
    this.stopped = true;
    if (this.writeTimer !== null) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    this.clearLookAgain();
    this.stopOnline?.();
    this.releaseLock?.();
    this.releaseLock = null;
    this.releaseLeave?.();
    this.releaseLeave = null;
    this.screen.close();
  }
}
