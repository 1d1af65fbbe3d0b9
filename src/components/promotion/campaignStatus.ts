// The campaign status vocabulary (spec 02 §4): each value's name and badge colours. The pairs
// are dark text on a light tint of the same hue, each above WCAG AA's 4.5:1 (a test checks),
// so the six read apart by colour and by word alike.
import { CAMPAIGN_STATUSES } from '../../api/campaignVocabulary';
import type { CampaignStatus } from '../../api/types';

export interface BadgeColours {
  text: string;
  background: string;
}

export const CAMPAIGN_STATUS_COLOURS: Record<CampaignStatus, BadgeColours> = {
  draft: { text: '#424242', background: '#eeeeee' },
  scheduled: { text: '#0d47a1', background: '#e3f2fd' },
  active: { text: '#1b5e20', background: '#e8f5e9' },
  completed: { text: '#4a148c', background: '#f3e5f5' },
  paused: { text: '#7c3a00', background: '#fff3e0' },
  cancelled: { text: '#b71c1c', background: '#ffebee' },
};

/** i18n key of a campaign status's name. */
export const campaignStatusKey = (status: string): string =>
  `app.campaigns.screen.status.${status}`;

/** The statuses as choices of the status filter, named as the badges name them. */
export const CAMPAIGN_STATUS_CHOICES = CAMPAIGN_STATUSES.map((status) => ({
  id: status,
  name: campaignStatusKey(status),
}));
