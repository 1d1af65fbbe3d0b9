import { Box, Tab, Tabs } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TabPanel } from './TabPanel';
import type { UrlTabState } from './useUrlTab';

export interface DetailTabsProps<T extends string> {
  tabs: readonly T[];
  state: UrlTabState<T>;
  /** i18n key of the tab list's accessible name */
  labelKey: string;
  /** i18n key of one tab's label */
  tabLabelKey: (tab: T) => string;
  /** A tab's content; rendered only once the tab was opened, then kept mounted. */
  children: (tab: T) => ReactNode;
}

/** The tabs of a detail screen (artist, song, album), wired as an accessible tab list. */
export function DetailTabs<T extends string>({
  tabs,
  state: { tab, selectTab, opened },
  labelKey,
  tabLabelKey,
  children,
}: DetailTabsProps<T>) {
  const translate = useTranslate();
  const prefix = useId();
  const tabId = (value: T) => `${prefix}-tab-${value}`;
  const panelId = (value: T) => `${prefix}-panel-${value}`;

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: T) => selectTab(value)}
        aria-label={translate(labelKey)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        // As wide as the page gives, never wider: past that the tabs scroll (their own width
        // widened the settings page past a phone's or a tablet's screen).
        sx={{ borderBottom: 1, borderColor: 'divider', contain: 'inline-size' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={panelId(value)}
            label={translate(tabLabelKey(value))}
          />
        ))}
      </Tabs>
      {tabs.map((value) => (
        <TabPanel
          key={value}
          id={panelId(value)}
          labelledBy={tabId(value)}
          active={tab === value}
          opened={opened.has(value)}
        >
          {children(value)}
        </TabPanel>
      ))}
    </Box>
  );
}
