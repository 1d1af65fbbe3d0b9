// The catalogue health check's public face: the hook for the screen and the dashboard card, the
// read and the checks themselves (bench, tests), and the kept report's removal at sign-out.
export { useCatalogueHealth, REPORT_FRESH_MS } from './useCatalogueHealth';
export type { CatalogueHealth, CatalogueHealthOptions } from './useCatalogueHealth';
export { readCatalogue, readCatalogueInto, todayOf } from './readCatalogue';
export type { CatalogueReader, ReadProgress, ReadOptions } from './readCatalogue';
export { runChecks } from './runChecks';
export { removeHealthReport } from './reportStore';
export { resetHealthCheck } from './healthCheck';
export type { ChangedKind } from './checkMessages';
