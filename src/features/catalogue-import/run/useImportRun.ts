// A component's view of an import run: the run's snapshot, kept current, and the run itself for
// its actions. Mounting one also hands the run the app's dataProvider, so a run found in storage
// after a reload goes on at once.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import { findRun, rememberDataProvider, type ImportRun, type RunSnapshot } from './runner';

const nothing = () => () => undefined;
const none = () => null;

export function useImportRun(jobId: string): {
  run: ImportRun | null;
  snapshot: RunSnapshot | null;
} {
  const dataProvider = useDataProvider();
  const run = useMemo(() => findRun(jobId), [jobId]);
  const snapshot = useSyncExternalStore(
    run ? run.subscribe : nothing,
    run ? run.getSnapshot : none,
  );
  useEffect(() => {
    rememberDataProvider(dataProvider);
    run?.attach(dataProvider);
  }, [dataProvider, run]);
  return { run, snapshot };
}
