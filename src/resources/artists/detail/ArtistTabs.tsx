import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { DetailTabs } from '@/components/tabs/DetailTabs';
import { useUrlTab } from '@/components/tabs/useUrlTab';
import { ContentTab } from './tabs/ContentTab';
import { FinanceTab } from './tabs/FinanceTab';
import { MediaTab } from './tabs/MediaTab';
import { OverviewTab } from './tabs/OverviewTab';

// The promotion tabs (social accounts with their chart, the voice card) are the heaviest and
// the least opened: their code comes with their first opening.
const SocialTab = lazy(async () => ({ default: (await import('./tabs/SocialTab')).SocialTab }));
const VoiceCardTab = lazy(async () => ({
  default: (await import('./tabs/VoiceCardTab')).VoiceCardTab,
}));

export const ARTIST_TABS = [
  'overview',
  'content',
  'media',
  'social',
  'finance',
  'voice-card',
] as const;
export type ArtistTab = (typeof ARTIST_TABS)[number];

const TAB_CONTENT: Record<ArtistTab, ComponentType<{ artist: Artist }>> = {
  overview: OverviewTab,
  content: ContentTab,
  media: MediaTab,
  social: SocialTab,
  finance: FinanceTab,
  'voice-card': VoiceCardTab,
};

/** The detail's tabs (?tab=): each loads its data when first shown, then stays as it was. */
export const ArtistTabs = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  const state = useUrlTab(ARTIST_TABS, 'overview');
  return (
    <DetailTabs
      tabs={ARTIST_TABS}
      state={state}
      labelKey="app.artists.detail.tabs.label"
      tabLabelKey={(tab) => `app.artists.detail.tabs.${tab.replace('-', '_')}`}
    >
      {(tab) => {
        const Content = TAB_CONTENT[tab];
        return (
          <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
            <Content artist={artist} />
          </Suspense>
        );
      }}
    </DetailTabs>
  );
};
