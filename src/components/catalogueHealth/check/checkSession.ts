// Where a check's catalogue is kept and its rules run: in a worker when the label is large (the
// rules over 100,000 records take longer than a page may be held), in the page otherwise, or
// where there is no Worker (jsdom). Both keep the catalogue after the report, so that a record
// saved from the screen is checked again with the rest (applyChange) without a new read.
import type { HealthKind, HealthReport, HealthRule } from '../model/types';
import { createCheckEngine } from './checkEngine';
import type { ChangedKind, EngineRequest, EngineResponse } from './checkMessages';
import type { CatalogueSink } from './readCatalogue';

export interface CheckSession extends CatalogueSink {
  run(today: string, checkedAt: number): Promise<HealthReport>;
  change(kind: ChangedKind, record: unknown, checkedAt: number): Promise<HealthReport>;
  close(): void;
}

/** Records from which the rules run in a worker: the demo label's few hundred take no time. */
export const WORKER_THRESHOLD = 5000;

export class CheckFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailedError';
  }
}

function answerOf(response: EngineResponse | null): HealthReport {
  if (!response) throw new CheckFailedError('No report');
  if (response.type === 'error') throw new CheckFailedError(response.message);
  return response.report;
}

export function inPageSession(rules: readonly HealthRule[]): CheckSession {
  const engine = createCheckEngine(rules);
  let id = 0;
  return {
    add: (kind: HealthKind, rows: readonly unknown[]) => {
      engine.handle({ type: 'add', kind, rows });
    },
    run: async (today, checkedAt) =>
      answerOf(engine.handle({ type: 'run', id: (id += 1), today, checkedAt })),
    change: async (kind, record, checkedAt) =>
      answerOf(engine.handle({ type: 'change', id: (id += 1), kind, record, checkedAt })),
    close: () => undefined,
  };
}

export function workerSession(): CheckSession {
  const worker = new Worker(new URL('./checks.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<
    number,
    { resolve: (r: HealthReport) => void; reject: (e: Error) => void }
  >();
  let id = 0;
  let broken: Error | null = null;

  worker.onmessage = (event: MessageEvent<EngineResponse>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (!waiting) return;
    try {
      waiting.resolve(answerOf(event.data));
    } catch (error) {
      waiting.reject(error as Error);
    }
  };
  worker.onerror = (event: ErrorEvent) => {
    broken = new CheckFailedError(event.message);
    for (const waiting of pending.values()) waiting.reject(broken);
    pending.clear();
  };

  const ask = (request: EngineRequest & { id: number }) =>
    new Promise<HealthReport>((resolve, reject) => {
      if (broken) {
        reject(broken);
        return;
      }
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });

  return {
    add: (kind, rows) => {
      const request: EngineRequest = { type: 'add', kind, rows };
      worker.postMessage(request);
    },
    run: (today, checkedAt) => ask({ type: 'run', id: (id += 1), today, checkedAt }),
    change: (kind, record, checkedAt) =>
      ask({ type: 'change', id: (id += 1), kind, record, checkedAt }),
    close: () => {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new CheckFailedError('Closed'));
      pending.clear();
    },
  };
}

/** A session for a catalogue of `records` records. */
export function openCheckSession(records: number, rules: readonly HealthRule[]): CheckSession {
  const canUseWorker = typeof Worker !== 'undefined';
  return canUseWorker && records >= WORKER_THRESHOLD ? workerSession() : inPageSession(rules);
}
