// What components read of a campaign's run through useSyncExternalStore: the record's state, or
// "running" while this page takes the lock to start one. The same object is handed back until
// the record or the pending start changes, as useSyncExternalStore requires.
import type { Identifier } from 'react-admin';
import { parseGenerationRun, type GenerationRun } from '@/providers/generationRuns';
import type { GenerationPage, GenerationState } from './generationStoreTypes';

export const IDLE: GenerationState = { running: false };

function stateOf(run: GenerationRun | null, startingAt: number | undefined): GenerationState {
  if (run && run.endedAt === undefined) return { running: true, startedAt: run.startedAt };
  if (startingAt !== undefined) return { running: true, startedAt: startingAt };
  if (run?.result) return { running: false, lastResult: run.result };
  return IDLE;
}

export function snapshotReader(page: GenerationPage) {
  /** The campaign's run; the same object until it changes (a useSyncExternalStore snapshot). */
  return function generationOf(campaignId: Identifier): GenerationState {
    const id = String(campaignId);
    const raw = page.runs.raw(page.deps.userId(), id);
    const startingAt = page.starting.get(id);
    const cached = page.snapshots.get(id);
    if (cached && cached.raw === raw && cached.startingAt === startingAt) return cached.state;
    const state = stateOf(parseGenerationRun(raw), startingAt);
    page.snapshots.set(id, { raw, startingAt, state });
    return state;
  };
}
