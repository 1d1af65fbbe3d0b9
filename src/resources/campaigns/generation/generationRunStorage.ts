// The storage seam of the generation store (generationStore.ts): each run is one localStorage
// item per user and campaign (providers/generationRuns.ts), read by every tab. Storage that
// refuses (private mode, full) is taken as holding nothing, so a run still goes on, known to this
// page.
import {
  campaignOfRunKey,
  generationRunKey,
  isGenerationRunKey,
  isStaleRun,
  parseGenerationRun,
  type GenerationRun,
} from '@/providers/generationRuns';

export type RunStorage = Pick<
  globalThis.Storage,
  'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'
>;

/** Reads and writes the run records in the storage of the moment (it is asked for each time). */
export function runRecords(source: { storage(): RunStorage }) {
  const raw = (user: string, campaignId: string): string | null => {
    try {
      return source.storage().getItem(generationRunKey(user, campaignId));
    } catch {
      return null;
    }
  };
  const read = (user: string, campaignId: string) => parseGenerationRun(raw(user, campaignId));
  const write = (user: string, run: GenerationRun) => {
    try {
      source.storage().setItem(generationRunKey(user, run.campaignId), JSON.stringify(run));
    } catch {
      // Storage full or refused: the run goes on, only this page knows of it.
    }
  };
  return { raw, read, write };
}

export type RunRecords = ReturnType<typeof runRecords>;

/** The cross-tab lock a run is sent under, and watched under by the other pages. */
export const runLockName = (user: string, campaignId: string) =>
  `label-admin.generation.${encodeURIComponent(user)}.${encodeURIComponent(campaignId)}`;

/** Removes the records of every user that ended more than a day ago (see isStaleRun). */
export function removeStaleRuns(storage: RunStorage, now: () => number): void {
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!isGenerationRunKey(key)) continue;
    const run = parseGenerationRun(storage.getItem(key));
    if (run && isStaleRun(run, now())) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}

/** The campaigns the user has a run recorded for, ended or not. */
export function recordedCampaigns(storage: RunStorage, user: string): string[] {
  const campaigns: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const campaignId = campaignOfRunKey(storage.key(i), user);
    if (campaignId !== null) campaigns.push(campaignId);
  }
  return campaigns;
}

/** Used where the browser keeps nothing: runs are then known to this page only. */
export function memoryStorage(): RunStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
