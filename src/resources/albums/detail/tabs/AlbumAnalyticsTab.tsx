import { NoDataYetTab } from '@/components/detail/NoDataYetTab';

const ITEMS = ['streams', 'sales', 'listeners', 'top_tracks'].map(
  (item) => `app.no_data.album_analytics.items.${item}`,
);

/** The API has no listening or sales figures for an album: the tab says so and what it would show. */
export const AlbumAnalyticsTab = () => (
  <NoDataYetTab
    titleKey="app.albums.detail.tabs.analytics"
    textKey="app.no_data.album_analytics.text"
    itemKeys={ITEMS}
  />
);
