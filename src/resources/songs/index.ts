import MusicNoteIcon from '@mui/icons-material/MusicNote';
import type { ResourceProps } from 'react-admin';
import type { Song } from '../../api/types';
import type { MenuOptions } from '../../components/navigation/menuOptions';
import { lazyScreen } from '../lazyScreen';

export const songs: ResourceProps = {
  name: 'songs',
  // Fetched when first opened: the sign-in page never loads it.
  list: lazyScreen(() => import('./list/SongList').then((m) => m.SongList)),
  icon: MusicNoteIcon,
  options: { label: 'app.menu.songs', alsoActiveOn: ['/song'] } satisfies MenuOptions,
  recordRepresentation: (record: Song) => record.title,
};
