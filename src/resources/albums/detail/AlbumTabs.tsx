import { Box, Tab, Tabs } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Album } from '../../../api/types';
import { TabPanel } from '../../artists/detail/TabPanel';
import { ComingSoonTab } from '../../artists/detail/tabs/ComingSoonTab';
import { AlbumOverviewTab } from './tabs/AlbumOverviewTab';
import { AlbumTracksTab } from './tabs/AlbumTracksTab';

const ALBUM_TABS = ['overview', 'tracks', 'marketing', 'analytics'] as const;
type AlbumTab = (typeof ALBUM_TABS)[number];

export const AlbumTabs = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  const prefix = useId();
  const [tab, setTab] = useState<AlbumTab>('overview');
  const tabId = (value: AlbumTab) => `${prefix}-tab-${value}`;
  const panelId = (value: AlbumTab) => `${prefix}-panel-${value}`;

  const content: Record<AlbumTab, ReactNode> = {
    overview: <AlbumOverviewTab album={album} />,
    tracks: <AlbumTracksTab album={album} />,
    marketing: (
      <ComingSoonTab
        titleKey="app.albums.detail.tabs.marketing"
        textKey="app.albums.detail.coming_soon.marketing"
      />
    ),
    analytics: (
      <ComingSoonTab
        titleKey="app.albums.detail.tabs.analytics"
        textKey="app.albums.detail.coming_soon.analytics"
      />
    ),
  };

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: AlbumTab) => setTab(value)}
        aria-label={translate('app.albums.detail.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ALBUM_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={panelId(value)}
            label={translate(`app.albums.detail.tabs.${value}`)}
          />
        ))}
      </Tabs>
      {ALBUM_TABS.map((value) => (
        // Everything comes with the album, so every panel is ready from the start.
        <TabPanel
          key={value}
          id={panelId(value)}
          labelledBy={tabId(value)}
          active={tab === value}
          opened
        >
          {content[value]}
        </TabPanel>
      ))}
    </Box>
  );
};
