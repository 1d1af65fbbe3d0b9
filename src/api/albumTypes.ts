// The album types of the contract (AlbumType) and the options GET /albums/types answers with
// them. One copy for the app (the album form offers these until the answer arrives, the smart
// link's releases name them) and for the demo API, which serves the options and refuses any
// other type.
import { contractList } from './contractList';
import type { AlbumType, AlbumTypeOption } from './types';

export const ALBUM_TYPES = contractList<AlbumType>()(['single', 'ep', 'lp']);

export const ALBUM_TYPE_OPTIONS: readonly AlbumTypeOption[] = [
  { value: 'single', label: 'Single' },
  { value: 'ep', label: 'EP' },
  { value: 'lp', label: 'LP' },
];
