import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { Album } from '@/api/types';

// The tab's code (the campaign cards, the QR code) is fetched when the tab is first opened.
const AlbumMarketingTab = lazy(async () => ({
  default: (await import('./AlbumMarketingTab')).AlbumMarketingTab,
}));

export const LazyAlbumMarketingTab = ({ album }: { album: Album }) => {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
      <AlbumMarketingTab album={album} />
    </Suspense>
  );
};
