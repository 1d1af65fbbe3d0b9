// The sidebar's destinations, in the spec's order (01-core, section 2).
import AlbumIcon from '@mui/icons-material/Album';
import AnalyticsIcon from '@mui/icons-material/Analytics';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import LinkIcon from '@mui/icons-material/Link';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import type { ReactElement } from 'react';

export interface NavDestination {
  to: string;
  /** i18n key of the label */
  label: string;
  icon: ReactElement;
  /** Other paths under which this destination counts as the current one. */
  alsoActiveOn?: string[];
}

export const NAVIGATION: NavDestination[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon /> },
  { to: '/artists', label: 'app.menu.artists', icon: <PeopleIcon />, alsoActiveOn: ['/artist'] },
  { to: '/songs', label: 'app.menu.songs', icon: <MusicNoteIcon />, alsoActiveOn: ['/song'] },
  { to: '/albums', label: 'app.menu.albums', icon: <AlbumIcon />, alsoActiveOn: ['/album'] },
  { to: '/smart-links', label: 'app.menu.smart_links', icon: <LinkIcon /> },
  { to: '/social-media', label: 'app.menu.social_media', icon: <ShareIcon /> },
  { to: '/promo-campaigns', label: 'app.menu.promo_campaigns', icon: <CampaignIcon /> },
  { to: '/song-requests', label: 'app.menu.song_requests', icon: <LibraryMusicIcon /> },
  { to: '/media', label: 'app.menu.media', icon: <PermMediaIcon /> },
  { to: '/analytics', label: 'app.menu.analytics', icon: <AnalyticsIcon /> },
  { to: '/settings', label: 'app.menu.settings', icon: <SettingsIcon /> },
];

/** Whether `pathname` is `base` itself or below it. */
export const isUnder = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);
