import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import type { ResourceProps } from 'react-admin';
import type { SongRequest } from '../../api/types';
import { SongRequestList } from './SongRequestList';

export const songRequests: ResourceProps = {
  name: 'song-requests',
  list: SongRequestList,
  icon: LibraryMusicIcon,
  recordRepresentation: (record: SongRequest) => record.title,
};
