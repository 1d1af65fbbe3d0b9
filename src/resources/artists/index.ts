import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import type { Artist } from '../../api/types';
import type { MenuOptions } from '../../components/navigation/menuOptions';
import { lazyScreen } from '../lazyScreen';

export const artists: ResourceProps = {
  name: 'artists',
  // Fetched when first opened: the sign-in page never loads it.
  list: lazyScreen(() => import('./list/ArtistList').then((m) => m.ArtistList)),
  icon: PeopleIcon,
  options: { label: 'app.menu.artists', alsoActiveOn: ['/artist'] } satisfies MenuOptions,
  recordRepresentation: (record: Artist) => record.stageName,
};
