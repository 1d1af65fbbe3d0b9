import AlbumIcon from '@mui/icons-material/Album';
import type { ResourceProps } from 'react-admin';
import type { Album } from '../../api/types';
import { AlbumList } from './list/AlbumList';

export const albums: ResourceProps = {
  name: 'albums',
  list: AlbumList,
  icon: AlbumIcon,
  recordRepresentation: (record: Album) => record.title,
};
