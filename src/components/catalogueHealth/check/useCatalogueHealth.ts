// The catalogue health check as the screen and the dashboard card see it: the last report (the
// kept one at once, then the new one), the progress of a check under way, and its controls.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Album, Artist, Song } from '@/api/types';
import { signedInUserKey } from '@/providers/generationRuns';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';
import type { HealthReport } from '../model/types';
import type { ChangedKind } from './checkMessages';
import {
  applyHealthChange,
  cancelHealthCheck,
  healthCheckFor,
  healthCheckState,
  isReportStale,
  startHealthCheck,
  subscribeHealthCheck,
} from './healthCheck';
import type { ReadProgress } from './readCatalogue';

/** A kept report older than this is checked again when the screen opens. */
export const REPORT_FRESH_MS = 5 * 60 * 1000;

export interface CatalogueHealth {
  report: HealthReport | null;
  /** The check under way, by kind ("Checking 1,200 of 30,000 songs"); null when none runs. */
  progress: ReadProgress[] | null;
  checking: boolean;
  /** Why the last check failed (the previous report is still shown); null after a success. */
  error: unknown;
  /** Whether the kept report has been looked for (before that, `report` null means "not yet"). */
  loaded: boolean;
  check(): void;
  cancel(): void;
  applyChange(kind: ChangedKind, record: Artist | Song | Album): void;
}

export interface CatalogueHealthOptions {
  /** Check when opened if the kept report is missing or stale (the screen; not the card). */
  autoCheck?: boolean;
}

export function useCatalogueHealth({
  autoCheck = true,
}: CatalogueHealthOptions = {}): CatalogueHealth {
  const dataProvider = useSurfacedDataProvider();
  const user = signedInUserKey();
  const current = useSyncExternalStore(subscribeHealthCheck, healthCheckState);
  const mine = current.user === user ? current : null;

  useEffect(() => {
    let gone = false;
    void healthCheckFor(user).then(() => {
      if (gone || !autoCheck) return;
      const { report, checking } = healthCheckState();
      if (!checking && isReportStale(report, REPORT_FRESH_MS)) startHealthCheck(dataProvider, user);
    });
    return () => {
      gone = true;
    };
    // Once per visit of the screen (and per user): not again when the provider is rebuilt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, autoCheck]);

  const check = useCallback(() => startHealthCheck(dataProvider, user), [dataProvider, user]);
  const applyChange = useCallback((kind: ChangedKind, record: Artist | Song | Album) => {
    void applyHealthChange(kind, record);
  }, []);

  return {
    report: mine?.report ?? null,
    progress: mine?.progress ?? null,
    checking: mine?.checking ?? false,
    error: mine?.error ?? null,
    loaded: mine?.loaded ?? false,
    check,
    cancel: cancelHealthCheck,
    applyChange,
  };
}
