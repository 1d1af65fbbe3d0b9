// Rules about promotion: a campaign about to launch with posts nobody has reviewed, and smart
// links pointing where the smart-link form would warn.
import { isForeignHost } from '../../smartLink/platformCatalog';
import { profileUrlError } from '../../smartLink/platformEntryRules';
import type { HealthRule } from '../model/types';
import { addDays, blank, campaignFinding } from './helpers';

/** How far ahead a launch counts as close, in days (today + 14 included). */
export const LAUNCH_WINDOW_DAYS = 14;

const CLOSED_CAMPAIGNS: readonly string[] = ['completed', 'cancelled'];

/**
 * Campaigns not completed or cancelled, launching between today and today + 14 days (both
 * included), with posts to review: `needs_review_count + pending_admin_review_count > 0`.
 * Value: the number of posts to review and the launch date, "3 · 2026-11-20".
 */
export const campaignReviewBeforeLaunch: HealthRule = {
  id: 'campaigns.review_before_launch',
  kind: 'campaigns',
  fix: { type: 'record' },
  check: ({ campaigns, today }) => {
    const last = addDays(today, LAUNCH_WINDOW_DAYS);
    return campaigns.flatMap((campaign) => {
      const toReview = campaign.needs_review_count + campaign.pending_admin_review_count;
      const launching = campaign.launch_date >= today && campaign.launch_date <= last;
      if (!launching || toReview <= 0 || CLOSED_CAMPAIGNS.includes(campaign.status)) return [];
      return [campaignFinding(campaign, `${toReview} · ${campaign.launch_date}`)];
    });
  },
};

/**
 * Artists whose smart link has at least one platform entry (shown or hidden) whose URL the
 * smart-link form flags: missing or not http(s) (`profileUrlError`, which blocks a save), or on
 * a host that is not the platform's (`isForeignHost`, the form's warning). One finding per
 * artist, its id the artist's. Value: each such entry as "Platform (URL)" (the platform alone
 * when the URL is missing), comma-separated.
 */
export const smartLinkUrlWarning: HealthRule = {
  id: 'smartLinks.url_warning',
  kind: 'smartLinks',
  fix: { type: 'record' },
  check: ({ smartLinks }) =>
    smartLinks.flatMap(({ artistId, artistName, platforms }) => {
      const flagged = platforms.filter(
        ({ platform_name: platform, profile_url: url }) =>
          profileUrlError(url, platform) !== undefined || isForeignHost(platform, url ?? ''),
      );
      if (!flagged.length) return [];
      const value = flagged
        .map(({ platform_name: platform, profile_url: url }) =>
          blank(url) ? platform : `${platform} (${url})`,
        )
        .join(', ');
      return [{ id: artistId, name: artistName, artistId, artistName, value }];
    }),
};
