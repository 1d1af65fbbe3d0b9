import type { ComponentType } from 'react';
import type { Song } from '@/api/types';
import { DetailTabs } from '@/components/tabs/DetailTabs';
import { useUrlTab } from '@/components/tabs/useUrlTab';
import { LyricsTab } from './tabs/LyricsTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SongAnalyticsTab } from './tabs/SongAnalyticsTab';
import { SongAlbumsTab } from './tabs/SongAlbumsTab';

const SONG_TABS = ['overview', 'lyrics', 'albums', 'analytics'] as const;
type SongTab = (typeof SONG_TABS)[number];

const TAB_CONTENT: Record<SongTab, ComponentType<{ song: Song }>> = {
  overview: OverviewTab,
  lyrics: LyricsTab,
  albums: SongAlbumsTab,
  analytics: SongAnalyticsTab,
};

export const SongTabs = ({ song }: { song: Song }) => {
  const state = useUrlTab(SONG_TABS, 'overview');
  return (
    <DetailTabs
      tabs={SONG_TABS}
      state={state}
      labelKey="app.songs.detail.tabs.label"
      tabLabelKey={(tab) => `app.songs.detail.tabs.${tab}`}
    >
      {(tab) => {
        const Content = TAB_CONTENT[tab];
        return <Content song={song} />;
      }}
    </DetailTabs>
  );
};
