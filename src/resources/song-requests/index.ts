import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import type { ResourceProps } from 'react-admin';
import type { SongRequest } from '../../api/types';
import type { MenuOptions } from '../../components/navigation/menuOptions';
import { lazyScreen } from '../lazyScreen';

export const songRequests: ResourceProps = {
  name: 'song-requests',
  // Fetched when first opened: the sign-in page never loads it.
  list: lazyScreen(() => import('./SongRequestList').then((m) => m.SongRequestList)),
  icon: LibraryMusicIcon,
  options: { label: 'app.menu.song_requests' } satisfies MenuOptions,
  recordRepresentation: (record: SongRequest) => record.title,
};
