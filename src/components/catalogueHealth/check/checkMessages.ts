// What the page and the checks' worker say to each other. The catalogue goes over a page at a
// time as it is read: cloning it whole (tens of megabytes for a large label) would hold the page.
import type { HealthKind, HealthReport } from '../model/types';

/** A record saved from the health screen (an inline fix), to check again with the rest. */
export type ChangedKind = 'artists' | 'songs' | 'albums';

export type EngineRequest =
  | { type: 'add'; kind: HealthKind; rows: readonly unknown[] }
  | { type: 'run'; id: number; today: string; checkedAt: number }
  | { type: 'change'; id: number; kind: ChangedKind; record: unknown; checkedAt: number };

export type EngineResponse =
  | { type: 'report'; id: number; report: HealthReport }
  | { type: 'error'; id: number; message: string };
