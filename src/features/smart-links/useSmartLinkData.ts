// The chosen artist's link settings (slug and theme) and platform entries, read when the artist
// is chosen, and the writes that store what the server answered so the form resets to it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { LinkSettings, SmartLinkPlatform } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';

const settingsKey = (artistId: number) => ['smart-link', artistId, 'settings'];
const platformsKey = (artistId: number) => ['smart-link', artistId, 'platforms'];

// Never stale while the manager is open: a refetch would reset the form under the user's edits.
const FOREVER = { staleTime: Infinity, gcTime: 0, retry: false } as const;

export function useSmartLinkData(artistId: number | null) {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const settings = useQuery({
    queryKey: settingsKey(artistId ?? 0),
    queryFn: async () => (await dataProvider.getSmartLinkSettings(artistId as number)).data,
    enabled: artistId !== null,
    ...FOREVER,
  });
  const platforms = useQuery({
    queryKey: platformsKey(artistId ?? 0),
    queryFn: async () => (await dataProvider.getSmartLinkPlatforms(artistId as number)).data,
    enabled: artistId !== null,
    ...FOREVER,
  });
  const retry = useCallback(() => {
    if (settings.isError) void settings.refetch();
    if (platforms.isError) void platforms.refetch();
  }, [settings, platforms]);
  return {
    settings: settings.data,
    platforms: platforms.data,
    isPending: artistId !== null && (settings.isPending || platforms.isPending),
    isRetrying: settings.isRefetching || platforms.isRefetching,
    error: settings.error ?? platforms.error,
    retry,
  };
}

/** Stores a saved answer: the form (keyed on these queries) resets to what the server kept. */
export function useStoreSmartLink() {
  const queryClient = useQueryClient();
  return {
    storeSettings: useCallback(
      (artistId: number, settings: LinkSettings) =>
        queryClient.setQueryData(settingsKey(artistId), settings),
      [queryClient],
    ),
    storePlatforms: useCallback(
      (artistId: number, platforms: SmartLinkPlatform[]) =>
        queryClient.setQueryData(platformsKey(artistId), platforms),
      [queryClient],
    ),
  };
}
