import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LabelDataProvider } from '@/providers/data';

/**
 * The artist's smart-link slug (GET /links/admin/{artistId}/settings): null before the link's
 * first save, which is when the artist has no public page yet.
 */
export function useArtistLinkSlug(artistId: number) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    // Not the manager's own entry: that one is kept, unrefreshed, for the form being edited.
    queryKey: ['smart-link', artistId, 'slug'],
    queryFn: async () => {
      const { data } = await dataProvider.getSmartLinkSettings(artistId);
      return data.link_slug?.trim() || null;
    },
  });
}
