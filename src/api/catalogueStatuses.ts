// A song's or an album's status (contract: CatalogueStatus), in the order the screens list them.
// One list for the app (chips, filters, analytics counts) and for the demo API, which checks a
// status sent in a body or a query against it.
import { contractList } from './contractList';
import type { CatalogueStatus } from './types';

export const CATALOGUE_STATUSES = contractList<CatalogueStatus>()(['draft', 'published', 'archived']);
