// The steps of an import run's bookkeeping, on a state it owns and changes in place: each step
// costs the same at the first row and at the 20,000th (counts kept as rows change, the next row
// to send found from where the last one was), so the run's pace stays flat however long the file.
import { REQUEST_TIMEOUT_MS } from '@/api/client';
import type { ImportPlan, ImportReason } from './importPlan';
import {
  planCounts,
  type JobState,
  type JobStatus,
  type PauseReason,
  type RowStatus,
  type RunCounts,
} from './jobState';

/**
 * A request can be in flight this long after it left (the client's own limit, its retry after
 * a refreshed session included, and a margin for the clocks of two tabs): a row whose answer was
 * lost is sent again only once it has not been found on the server after that.
 */
export const IN_FLIGHT_LIMIT_MS = REQUEST_TIMEOUT_MS + 5_000;

const STATUSES: readonly RowStatus[] = [
  'pending',
  'sending',
  'created',
  'failed',
  'refused',
  'cancelled',
];

export class RunLedger {
  private readonly tally = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<
    RowStatus,
    number
  >;
  /** No row before it is pending. */
  private cursor = 0;
  /** The rows "sending": sent, no answer known. */
  private readonly unanswered = new Set<number>();
  private readonly fixed: Pick<RunCounts, 'duplicates' | 'refusedAtDryRun'>;

  constructor(
    plan: ImportPlan,
    readonly state: JobState,
  ) {
    this.fixed = planCounts(plan);
    state.rows.forEach((status, position) => {
      this.tally[status] += 1;
      if (status === 'sending') this.unanswered.add(position);
    });
  }

  get status(): JobStatus {
    return this.state.status;
  }

  /** The state as it is now, for a snapshot: a new object whose row list is shared. */
  view(): JobState {
    return { ...this.state };
  }

  counts(): RunCounts {
    const { created, failed, refused, cancelled, sending } = this.tally;
    return {
      total: this.state.rows.length,
      sent: created + failed + refused + sending,
      done: created + failed + refused + cancelled,
      created,
      failed,
      refused,
      cancelled,
      sending,
      ...this.fixed,
    };
  }

  setStatus(status: JobStatus, pauseReason?: PauseReason): void {
    this.state.status = status;
    this.state.pauseReason = status === 'paused' ? pauseReason : undefined;
  }

  private set(position: number, status: RowStatus): void {
    const before = this.state.rows[position];
    if (before === undefined || before === status) return;
    this.tally[before] -= 1;
    this.tally[status] += 1;
    this.state.rows[position] = status;
    if (status === 'sending') this.unanswered.add(position);
    else {
      this.unanswered.delete(position);
      delete this.state.sentAt[position];
    }
    if (status === 'pending' && position < this.cursor) this.cursor = position;
  }

  /** The next row to send, or -1. */
  nextToSend(): number {
    const { rows } = this.state;
    while (this.cursor < rows.length && rows[this.cursor] !== 'pending') this.cursor += 1;
    return this.cursor < rows.length ? this.cursor : -1;
  }

  sending(position: number, at: number): void {
    this.set(position, 'sending');
    this.state.sentAt[position] = at;
  }

  created(position: number, id: number | string): void {
    this.set(position, 'created');
    this.state.ids[position] = id;
    delete this.state.errors[position];
  }

  failed(position: number, outcome: 'failed' | 'refused', reason: ImportReason): void {
    this.set(position, outcome);
    this.state.errors[position] = reason;
  }

  /** Sent and not answered, yet certainly not written (refused offline, or a 401): back in the queue. */
  unsent(position: number): void {
    if (this.state.rows[position] === 'sending') this.set(position, 'pending');
  }

  /** Rows sent whose answer is not known, and that no request of this tab is waiting for. */
  unconfirmed(busy: ReadonlySet<number>): number[] {
    return [...this.unanswered].filter((position) => !busy.has(position));
  }

  /** When the request of `position` can no longer be in flight. */
  settledBy(position: number): number {
    return (this.state.sentAt[position] ?? 0) + IN_FLIGHT_LIMIT_MS;
  }

  /**
   * What a look on the server found at `at`: a row found is created, with the existing id; a
   * row not found, once its request can no longer be in flight, goes out again (or, the run
   * cancelled, is not imported); until then it stays to be looked for again. Returns the rows
   * still waiting.
   */
  checked(positions: readonly number[], found: ReadonlyMap<number, number | string>, at: number) {
    const waiting: number[] = [];
    for (const position of positions) {
      if (this.state.rows[position] !== 'sending') continue;
      const id = found.get(position);
      if (id !== undefined) this.created(position, id);
      else if (at >= this.settledBy(position)) {
        this.set(position, this.state.status === 'cancelled' ? 'cancelled' : 'pending');
      } else waiting.push(position);
    }
    return waiting;
  }

  /** Cancel: nothing more is sent; rows not sent stay "not imported". */
  cancel(): void {
    this.state.rows.forEach((status, position) => {
      if (status === 'pending') this.set(position, 'cancelled');
    });
    this.setStatus('cancelled');
  }

  /** Failed rows (server errors) go out again; rows the server refused stay refused. */
  retryFailed(): void {
    this.state.rows.forEach((status, position) => {
      if (status === 'failed') {
        this.set(position, 'pending');
        delete this.state.errors[position];
      }
    });
    this.setStatus('running');
  }

  /** Finished once no row waits or is in flight (a cancelled or paused run stays so). */
  settle(): boolean {
    if (this.state.status !== 'running') return false;
    if (this.tally.pending > 0 || this.tally.sending > 0) return false;
    this.setStatus('finished');
    return true;
  }
}
