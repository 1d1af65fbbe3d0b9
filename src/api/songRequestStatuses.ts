// A song request's status (contract: SongRequestStatus), in the order the screens list them.
// One list for the app (the list's filter, the analytics counts) and for the demo API, which
// refuses a status filter outside it.
import { contractList } from './contractList';
import type { SongRequestStatus } from './types';

export const SONG_REQUEST_STATUSES = contractList<SongRequestStatus>()([
  'pending',
  'approved',
  'rejected',
]);
