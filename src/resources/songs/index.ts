import MusicNoteIcon from '@mui/icons-material/MusicNote';
import type { ResourceProps } from 'react-admin';
import type { Song } from '../../api/types';
import { SongList } from './list/SongList';

export const songs: ResourceProps = {
  name: 'songs',
  list: SongList,
  icon: MusicNoteIcon,
  recordRepresentation: (record: Song) => record.title,
};
