// The public page's data, found by slug: the artist whose linkSlug it is (the artists are read
// page by page until found, since the API has no look-up by slug), then its settings and
// platforms.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Artist, LinkSettings, SmartLinkPlatform } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';

export const ARTISTS_PER_PAGE = 100;
// A guard against a server whose total never ends the loop.
const MAX_PAGES = 500;

export interface SmartLinkPageData {
  artist: Artist;
  settings: LinkSettings;
  platforms: SmartLinkPlatform[];
}

export async function findArtistBySlug(
  dataProvider: LabelDataProvider,
  slug: string,
): Promise<Artist | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, total } = await dataProvider.getList<Artist>('artists', {
      pagination: { page, perPage: ARTISTS_PER_PAGE },
      // A fixed order, so that no artist moves from one page to another between reads.
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    const found = data.find((artist) => artist.linkSlug === slug);
    if (found) return found;
    if (data.length < ARTISTS_PER_PAGE || page * ARTISTS_PER_PAGE >= (total ?? 0)) return null;
  }
  return null;
}

/** The page's data, or null when no artist has this slug. */
export function useSmartLinkPage(slug: string) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: ['smart-link-page', slug],
    queryFn: async (): Promise<SmartLinkPageData | null> => {
      const artist = await findArtistBySlug(dataProvider, slug);
      if (!artist) return null;
      const [settings, platforms] = await Promise.all([
        dataProvider.getSmartLinkSettings(artist.id),
        dataProvider.getSmartLinkPlatforms(artist.id),
      ]);
      return { artist, settings: settings.data, platforms: platforms.data };
    },
    enabled: slug.trim() !== '',
    retry: false,
    // Each visit shows the page as saved now.
    gcTime: 0,
  });
}
