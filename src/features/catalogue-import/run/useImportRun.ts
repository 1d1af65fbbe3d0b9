// A component's view of an import run: the run's snapshot, kept current, and the run itself for
// its actions. A run this page does not hold is read from storage (after a reload); meanwhile,
// and when there is none, both are null and `loading` says which. Mounting one also hands the
// run the app's dataProvider, so a run found in storage goes on at once.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';
import { liveRun, loadRun, rememberDataProvider, type ImportRun, type RunSnapshot } from './runner';

const nothing = () => () => undefined;
const none = () => null;

export function useImportRun(jobId: string): {
  run: ImportRun | null;
  snapshot: RunSnapshot | null;
  loading: boolean;
} {
  // Every error reaches the run, a 401 included: a write the session's end refused is never
  // taken for a record created (react-admin's own wrapper would answer `{ data: {} }`).
  const dataProvider = useSurfacedDataProvider();
  const [found, setFound] = useState<{ id: string; run: ImportRun | null } | null>(() => {
    const live = liveRun(jobId);
    return live ? { id: jobId, run: live } : null;
  });
  const known = found?.id === jobId ? found : null;
  useEffect(() => {
    if (known) return;
    let current = true;
    void loadRun(jobId).then((run) => {
      if (current) setFound({ id: jobId, run });
    });
    return () => {
      current = false;
    };
  }, [jobId, known]);
  const run = known?.run ?? null;
  const snapshot = useSyncExternalStore(
    run ? run.subscribe : nothing,
    run ? run.getSnapshot : none,
  );
  useEffect(() => {
    rememberDataProvider(dataProvider);
    run?.attach(dataProvider);
  }, [dataProvider, run]);
  return { run, snapshot, loading: !known };
}
