import AlbumIcon from '@mui/icons-material/Album';
import type { ResourceProps } from 'react-admin';
import type { Album } from '../../api/types';
import type { MenuOptions } from '../../components/navigation/menuOptions';
import { lazyScreen } from '../lazyScreen';

export const albums: ResourceProps = {
  name: 'albums',
  // Fetched when first opened: the sign-in page never loads it.
  list: lazyScreen(() => import('./list/AlbumList').then((m) => m.AlbumList)),
  icon: AlbumIcon,
  options: { label: 'app.menu.albums', alsoActiveOn: ['/album'] } satisfies MenuOptions,
  recordRepresentation: (record: Album) => record.title,
};
