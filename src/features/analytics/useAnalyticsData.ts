// The analytics screen's loads, one query per card (a failed one leaves the others shown).
// Cards that read the same list (the campaign cards) share its query, hence its one call.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { SETTINGS_QUERY_KEY } from '../../lib/settings';
import type { LabelDataProvider } from '../../providers/data';

const KEY = 'analytics';

function useLabelData() {
  return useDataProvider<LabelDataProvider>();
}

export function useArtistStatusCounts() {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, 'artists', 'status'],
    queryFn: async () => (await dataProvider.getArtistStatusCounts()).data,
  });
}

export function useArtistGenreCounts() {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, 'artists', 'genre'],
    queryFn: async () => (await dataProvider.getArtistGenreCounts()).data,
  });
}

export function useCatalogueStatusCounts(resource: 'songs' | 'albums') {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, resource, 'status'],
    queryFn: async () => (await dataProvider.getCatalogueStatusCounts(resource)).data,
  });
}

export function useAlbumReleases(from: string) {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, 'albums', 'releases', from],
    queryFn: async () => (await dataProvider.getAlbumReleases(from)).data,
  });
}

export function useAllCampaigns() {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, 'campaigns'],
    queryFn: async () => (await dataProvider.getAllCampaigns()).data,
  });
}

/** The settings, for the phase distribution; the wizard's own query, so loaded once. */
export function useSettings() {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async () => (await dataProvider.getSettings()).data,
  });
}

export function useAllSongRequests() {
  const dataProvider = useLabelData();
  return useQuery({
    queryKey: [KEY, 'song-requests'],
    queryFn: async () => (await dataProvider.getAllSongRequests()).data,
  });
}
