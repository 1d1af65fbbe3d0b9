// The catalogue kept for the checks and the rules run over it: the worker's whole work
// (checks.worker.ts), and the page's own when the label is small or there is no Worker.
import type { CatalogueData, HealthRule } from '../model/types';
import type { EngineRequest, EngineResponse } from './checkMessages';
import { runChecks } from './runChecks';

export interface CheckEngine {
  handle(request: EngineRequest): EngineResponse | null;
}

export function emptyCatalogue(today = ''): CatalogueData {
  return { artists: [], songs: [], albums: [], campaigns: [], smartLinks: [], today };
}

/** Puts the saved record in place of the one read (or adds it), keeping the list's order. */
function replaceRecord(data: CatalogueData, request: Extract<EngineRequest, { type: 'change' }>) {
  const list = data[request.kind] as { id: number }[];
  const record = request.record as { id: number };
  const index = list.findIndex((row) => String(row.id) === String(record.id));
  if (index >= 0) list[index] = { ...list[index], ...record };
  else list.push(record);
}

export function createCheckEngine(rules: readonly HealthRule[]): CheckEngine {
  const data = emptyCatalogue();
  return {
    handle(request) {
      if (request.type === 'add') {
        const list = data[request.kind] as unknown[];
        for (const row of request.rows) list.push(row);
        return null;
      }
      try {
        if (request.type === 'run') data.today = request.today;
        else replaceRecord(data, request);
        return {
          type: 'report',
          id: request.id,
          report: runChecks(data, rules, request.checkedAt),
        };
      } catch (error) {
        return {
          type: 'error',
          id: request.id,
          message: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
