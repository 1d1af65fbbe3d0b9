import { Box, Tab, Tabs } from '@mui/material';
import { useId, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { Song } from '../../../api/types';
import { TabPanel } from '../../artists/detail/TabPanel';
import { AnalyticsTab } from './tabs/AnalyticsTab';
import { LyricsTab } from './tabs/LyricsTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SongAlbumsTab } from './tabs/SongAlbumsTab';
import { SONG_TABS, useSongTab, type SongTab } from './useSongTab';

const TAB_CONTENT: Record<SongTab, ComponentType<{ song: Song }>> = {
  overview: OverviewTab,
  lyrics: LyricsTab,
  albums: SongAlbumsTab,
  analytics: AnalyticsTab,
};

export const SongTabs = ({ song }: { song: Song }) => {
  const translate = useTranslate();
  const prefix = useId();
  const [tab, selectTab] = useSongTab();
  const tabId = (value: SongTab) => `${prefix}-tab-${value}`;
  const panelId = (value: SongTab) => `${prefix}-panel-${value}`;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: SongTab) => selectTab(value)}
        aria-label={translate('app.songs.detail.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SONG_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={panelId(value)}
            label={translate(`app.songs.detail.tabs.${value}`)}
          />
        ))}
      </Tabs>
      {SONG_TABS.map((value) => {
        const Content = TAB_CONTENT[value];
        return (
          <TabPanel
            key={value}
            id={panelId(value)}
            labelledBy={tabId(value)}
            active={tab === value}
            opened={tab === value}
          >
            <Content song={song} />
          </TabPanel>
        );
      })}
    </Box>
  );
};
