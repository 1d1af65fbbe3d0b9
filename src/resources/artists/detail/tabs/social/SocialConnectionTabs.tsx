// Connections, Facebook, Instagram, TikTok, YouTube. The inner tab lives in the URL as
// ?social= (next to the detail's ?tab=social), so a link can open the Facebook tab directly;
// each inner tab reads its data when first shown.
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailTabs } from '@/components/tabs/DetailTabs';
import { useUrlTab } from '@/components/tabs/useUrlTab';
import { ConnectionsTable } from './ConnectionsTable';
import { FacebookPanel } from './FacebookPanel';

export const SOCIAL_TABS = ['connections', 'facebook', 'instagram', 'tiktok', 'youtube'] as const;
export type SocialTabName = (typeof SOCIAL_TABS)[number];

export const SocialConnectionTabs = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const state = useUrlTab<SocialTabName>(SOCIAL_TABS, 'connections', 'social');
  return (
    <DetailTabs
      tabs={SOCIAL_TABS}
      state={state}
      labelKey="app.artists.social.tabs.label"
      tabLabelKey={(tab) => `app.artists.social.tabs.${tab}`}
    >
      {(tab) => {
        if (tab === 'connections') return <ConnectionsTable artistId={artistId} />;
        if (tab === 'facebook') return <FacebookPanel artistId={artistId} />;
        return (
          <Alert severity="info">
            {translate('app.artists.social.unavailable', {
              platform: translate(`app.artists.social.tabs.${tab}`),
            })}
          </Alert>
        );
      }}
    </DetailTabs>
  );
};
