import { NoDataYetTab } from '@/components/detail/NoDataYetTab';

const ITEMS = ['streams', 'listeners', 'playlists', 'saves'].map(
  (item) => `app.no_data.song_analytics.items.${item}`,
);

/** The API has no listening figures for a song: the tab says so and what it would show. */
export const SongAnalyticsTab = () => (
  <NoDataYetTab
    titleKey="app.songs.detail.tabs.analytics"
    textKey="app.no_data.song_analytics.text"
    itemKeys={ITEMS}
  />
);
