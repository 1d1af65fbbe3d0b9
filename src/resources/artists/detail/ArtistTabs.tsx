import { Box, Tab, Tabs } from '@mui/material';
import { useId, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '../../../api/types';
import { TabPanel } from './TabPanel';
import { ContentTab } from './tabs/ContentTab';
import { FinanceTab } from './tabs/FinanceTab';
import { MediaTab } from './tabs/MediaTab';
import { OverviewTab } from './tabs/OverviewTab';
import { SocialTab } from './tabs/SocialTab';
import { VoiceCardTab } from './tabs/VoiceCardTab';
import { ARTIST_TABS, useArtistTab, type ArtistTab } from './useArtistTab';

const TAB_CONTENT: Record<ArtistTab, ComponentType<{ artist: Artist }>> = {
  overview: OverviewTab,
  content: ContentTab,
  media: MediaTab,
  social: SocialTab,
  finance: FinanceTab,
  'voice-card': VoiceCardTab,
};

const labelKey = (tab: ArtistTab) => `app.artists.detail.tabs.${tab.replace('-', '_')}`;

/** The detail's tabs: each loads its data when first shown, then stays as it was. */
export const ArtistTabs = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const prefix = useId();
  const { tab, selectTab, opened } = useArtistTab();
  const tabId = (value: ArtistTab) => `${prefix}-tab-${value}`;
  const panelId = (value: ArtistTab) => `${prefix}-panel-${value}`;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: ArtistTab) => selectTab(value)}
        aria-label={translate('app.artists.detail.tabs.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ARTIST_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={panelId(value)}
            label={translate(labelKey(value))}
          />
        ))}
      </Tabs>
      {ARTIST_TABS.map((value) => {
        const Content = TAB_CONTENT[value];
        return (
          <TabPanel
            key={value}
            id={panelId(value)}
            labelledBy={tabId(value)}
            active={tab === value}
            opened={opened.has(value)}
          >
            <Content artist={artist} />
          </TabPanel>
        );
      })}
    </Box>
  );
};
