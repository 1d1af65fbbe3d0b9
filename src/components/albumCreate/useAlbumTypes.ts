// The album types come from GET /albums/types. Until they arrive (or if they cannot) the form
// offers the contract's three, so it never blocks on this small list.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { ALBUM_TYPE_OPTIONS } from '../../api/albumTypes';
import type { LabelDataProvider } from '../../providers/data';

export function useAlbumTypes() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const query = useQuery({
    queryKey: ['albums', 'types'],
    queryFn: async () => (await dataProvider.getAlbumTypes()).data,
    staleTime: 10 * 60_000,
  });
  return {
    types: query.data?.length ? query.data : ALBUM_TYPE_OPTIONS,
    isPending: query.isPending,
  };
}
