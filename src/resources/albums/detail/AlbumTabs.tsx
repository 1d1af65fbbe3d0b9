import type { Album } from '@/api/types';
import { DetailTabs } from '@/components/tabs/DetailTabs';
import { useUrlTab } from '@/components/tabs/useUrlTab';
import { AlbumAnalyticsTab } from './tabs/AlbumAnalyticsTab';
import { LazyAlbumMarketingTab } from './tabs/marketing/LazyAlbumMarketingTab';
import { AlbumOverviewTab } from './tabs/AlbumOverviewTab';
import { AlbumTracksTab } from './tabs/AlbumTracksTab';

const ALBUM_TABS = ['overview', 'tracks', 'marketing', 'analytics'] as const;
type AlbumTab = (typeof ALBUM_TABS)[number];

function AlbumTabContent({ album, tab }: { album: Album; tab: AlbumTab }) {
  switch (tab) {
    case 'overview':
      return <AlbumOverviewTab album={album} />;
    case 'tracks':
      return <AlbumTracksTab album={album} />;
    case 'analytics':
      return <AlbumAnalyticsTab />;
    case 'marketing':
      return <LazyAlbumMarketingTab album={album} />;
  }
}

export const AlbumTabs = ({ album }: { album: Album }) => {
  const state = useUrlTab(ALBUM_TABS, 'overview');
  return (
    <DetailTabs
      tabs={ALBUM_TABS}
      state={state}
      labelKey="app.albums.detail.tabs.label"
      tabLabelKey={(tab) => `app.albums.detail.tabs.${tab}`}
    >
      {(tab) => <AlbumTabContent album={album} tab={tab} />}
    </DetailTabs>
  );
};
