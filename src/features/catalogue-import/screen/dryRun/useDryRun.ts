// Runs the dry run once the step opens (unless its plan is already there), with Cancel and
// Retry. A cancelled or failed run leaves the file and the mapping as they were.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { LabelDataProvider } from '@/providers/data';
import { DryRunCancelled } from '../../dryRun/catalogueReads';
import { runDryRun, type DryRunInput, type DryRunProgress } from '../../dryRun/runDryRun';
import type { ImportKind } from '../../mapping/importFields';
import type { ImportPlan } from '../../run/importPlan';

export type DryRunState =
  | { status: 'running'; progress: DryRunProgress }
  | { status: 'failed'; error: unknown }
  | { status: 'cancelled' }
  | { status: 'done' };

export function useDryRun(
  input: DryRunInput<ImportKind>,
  plan: ImportPlan | null,
  onPlan: (plan: ImportPlan) => void,
) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const [state, setState] = useState<DryRunState>(() =>
    plan ? { status: 'done' } : { status: 'running', progress: START },
  );
  const controller = useRef<AbortController | null>(null);
  // The latest input and callback, read when a run starts (not a reason to start one).
  const latest = useRef({ input, onPlan });
  useLayoutEffect(() => {
    latest.current = { input, onPlan };
  });

  // Sets state only when the run reports: the effect below may call it.
  const run = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    runDryRun(dataProvider, latest.current.input, {
      signal: current.signal,
      onProgress: (progress) => {
        if (!current.signal.aborted) setState({ status: 'running', progress });
      },
    }).then(
      (result) => {
        if (current.signal.aborted) return;
        latest.current.onPlan(result);
        setState({ status: 'done' });
      },
      (error: unknown) => {
        if (current.signal.aborted || error instanceof DryRunCancelled) return;
        setState({ status: 'failed', error });
      },
    );
  }, [dataProvider]);

  const retry = useCallback(() => {
    setState({ status: 'running', progress: START });
    run();
  }, [run]);

  const hasPlan = plan !== null;
  // Started when the step opens without a plan; Retry starts it again. Leaving the step stops it.
  useEffect(() => {
    if (!hasPlan) run();
  }, [hasPlan, run]);
  useEffect(() => () => controller.current?.abort(), []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'cancelled' });
  }, []);

  return { state, retry, cancel };
}

const START: DryRunProgress = { phase: 'lists', done: 0, total: 0 };
