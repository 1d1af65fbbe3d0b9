// The sidebar's destinations in the spec's order (01-core, section 2). A resource appears by
// its name: its icon and label live in its own definition (src/resources/<name>/index.ts). The
// custom routes, which have no definition, are described here.
import AnalyticsIcon from '@mui/icons-material/Analytics';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LinkIcon from '@mui/icons-material/Link';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import type { ReactElement } from 'react';

export interface NavDestination {
  to: string;
  /** i18n key of the label */
  label: string;
  icon?: ReactElement;
  /** Other paths under which this destination counts as the current one. */
  alsoActiveOn?: string[];
}

/** Resource names and custom destinations, top to bottom. */
export const MENU_ORDER: ReadonlyArray<string | NavDestination> = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon /> },
  'artists',
  'songs',
  'albums',
  { to: '/smart-links', label: 'app.menu.smart_links', icon: <LinkIcon /> },
  { to: '/social-media', label: 'app.menu.social_media', icon: <ShareIcon /> },
  { to: '/promo-campaigns', label: 'app.menu.promo_campaigns', icon: <CampaignIcon /> },
  'song-requests',
  { to: '/media', label: 'app.menu.media', icon: <PermMediaIcon /> },
  { to: '/analytics', label: 'app.menu.analytics', icon: <AnalyticsIcon /> },
  {
    to: '/catalogue-health',
    label: 'app.menu.catalogue_health',
    icon: <HealthAndSafetyIcon />,
  },
  { to: '/settings', label: 'app.menu.settings', icon: <SettingsIcon /> },
];

/** Whether `pathname` is `base` itself or below it. */
export const isUnder = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);
