import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import type { Artist } from '../../api/types';
import { ArtistList } from './list/ArtistList';

export const artists: ResourceProps = {
  name: 'artists',
  list: ArtistList,
  icon: PeopleIcon,
  recordRepresentation: (record: Artist) => record.stageName,
};
