// The campaign pipeline. GET /campaigns answers every campaign in one call (no paging, no
// totals), so these cards count its list here; they share the one query.
import { Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Campaign } from '../../../api/types';
import { CAMPAIGN_STATUSES, campaignStatusKey } from '../../../components/promotion/campaignStatus';
import { PHASES, phaseDistributionOf, todayIso } from '../../../components/promotion/phaseSplit';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useFormatNumber } from '../../../lib/numbers';
import { campaignPostsPath, campaignsPath } from '../../../resources/campaigns/paths';
import {
  POST_PARTS,
  addDays,
  budgetByPhase,
  campaignsAwaitingReview,
  campaignsByStatus,
  postsByPart,
  upcomingLaunches,
} from '../figures/campaignFigures';
import { listPath, type FigureTable } from '../figures/figureTable';
import { Link } from 'react-router-dom';
import { useAllCampaigns, useSettings } from '../useAnalyticsData';
import { AnalyticsCard } from './AnalyticsCard';

const KEY = 'app.analytics';
/** The launches card looks this many weeks ahead. */
export const LAUNCH_WEEKS = 8;

export const CampaignStatusCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    const counts = campaignsByStatus(query.data);
    return {
      labelHeader: translate(`${KEY}.headers.status`),
      columns: [
        { id: 'campaigns', header: translate(`${KEY}.headers.campaigns`), format: formatNumber },
      ],
      rows: CAMPAIGN_STATUSES.map((status) => ({
        id: status,
        label: translate(campaignStatusKey(status)),
        href: listPath(campaignsPath, { status }),
        values: [counts[status]],
      })),
    };
  }, [query.data, translate, formatNumber]);
  return (
    <AnalyticsCard
      id="campaigns-by-status"
      title={translate(`${KEY}.campaigns_by_status.title`)}
      description={translate(`${KEY}.campaigns_by_status.description`)}
      load={query}
      table={table}
    />
  );
};

/** The campaigns whose posts wait on the label, each a link to those posts. */
const AwaitingReview = ({ campaigns }: { campaigns: Campaign[] }) => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const headingId = useId();
  if (!campaigns.length) return null;
  return (
    <>
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {translate(`${KEY}.posts.awaiting_title`)}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {campaigns.map((campaign) => (
          <ListItem key={campaign.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {campaign.name}
            </Typography>
            {campaign.needs_review_count > 0 && (
              <MuiLink
                component={Link}
                variant="body2"
                to={campaignPostsPath({ campaignId: campaign.id, status: 'needs_review' })}
              >
                {translate(`${KEY}.posts.needs_review_link`, {
                  count: formatNumber(campaign.needs_review_count),
                  smart_count: campaign.needs_review_count,
                  campaign: campaign.name,
                })}
              </MuiLink>
            )}
            {campaign.pending_admin_review_count > 0 && (
              <MuiLink
                component={Link}
                variant="body2"
                to={campaignPostsPath({ campaignId: campaign.id, status: 'pending_admin_review' })}
              >
                {translate(`${KEY}.posts.modified_link`, {
                  count: formatNumber(campaign.pending_admin_review_count),
                  smart_count: campaign.pending_admin_review_count,
                  campaign: campaign.name,
                })}
              </MuiLink>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
};

export const CampaignPostsCard = () => {
  const translate = useTranslate();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    const sums = postsByPart(query.data);
    return {
      labelHeader: translate(`${KEY}.headers.post_status`),
      columns: [{ id: 'posts', header: translate(`${KEY}.headers.posts`), format: formatNumber }],
      rows: POST_PARTS.map((part) => ({
        id: part,
        label: translate(`${KEY}.posts.parts.${part}`),
        values: [sums[part]],
      })),
    };
  }, [query.data, translate, formatNumber]);
  return (
    <AnalyticsCard
      id="posts-by-status"
      title={translate(`${KEY}.posts.title`)}
      description={translate(`${KEY}.posts.description`)}
      load={query}
      table={table}
      chart="horizontal-bar"
    >
      {query.data && <AwaitingReview campaigns={campaignsAwaitingReview(query.data)} />}
    </AnalyticsCard>
  );
};

export const BudgetCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const campaigns = useAllCampaigns();
  const settings = useSettings();
  const load = {
    isPending: campaigns.isPending || settings.isPending,
    error: campaigns.error ?? settings.error,
    refetch: () => Promise.all([campaigns.refetch(), settings.refetch()]),
  };
  const table = useMemo<FigureTable | undefined>(() => {
    if (!campaigns.data || !settings.data) return undefined;
    const distribution = phaseDistributionOf(settings.data.campaignSettings?.phase_distribution);
    const budgets = budgetByPhase(campaigns.data, distribution, todayIso());
    return {
      labelHeader: translate(`${KEY}.headers.phase`),
      columns: budgets.map(({ currency }) => ({
        id: currency,
        header: currency,
        format: (amount: number) => formatMoney(amount, currency, locale),
      })),
      rows: PHASES.map((phase) => ({
        id: phase,
        label: translate(`app.campaigns.wizard.budget.phases.${phase}`),
        values: budgets.map(({ byPhase }) => byPhase[phase]),
      })),
    };
  }, [campaigns.data, settings.data, translate, locale]);
  return (
    <AnalyticsCard
      id="budget-by-phase"
      title={translate(`${KEY}.budget.title`)}
      description={translate(`${KEY}.budget.description`)}
      load={load}
      table={table && table.columns.length ? table : table && { ...table, rows: [] }}
    />
  );
};

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
const daysBetween = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

export const LaunchesCard = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatNumber = useFormatNumber();
  const query = useAllCampaigns();
  const today = todayIso();
  const table = useMemo<FigureTable | undefined>(() => {
    if (!query.data) return undefined;
    return {
      labelHeader: translate(`${KEY}.headers.campaign`),
      columns: [
        { id: 'days', header: translate(`${KEY}.headers.days_to_launch`), format: formatNumber },
      ],
      rows: upcomingLaunches(query.data, today, LAUNCH_WEEKS).map((campaign) => ({
        id: String(campaign.id),
        label: translate(`${KEY}.launches.row`, {
          date: formatDate(campaign.launch_date.slice(0, 10), locale),
          name: campaign.name,
          artist: campaign.artist_name,
        }),
        href: campaignPostsPath({ campaignId: campaign.id }),
        values: [daysBetween(today, campaign.launch_date.slice(0, 10))],
      })),
    };
  }, [query.data, translate, formatNumber, locale, today]);
  return (
    <AnalyticsCard
      id="upcoming-launches"
      title={translate(`${KEY}.launches.title`, { weeks: LAUNCH_WEEKS })}
      description={translate(`${KEY}.launches.description`, {
        to: formatDate(addDays(today, LAUNCH_WEEKS * 7), locale),
      })}
      load={query}
      table={table}
      chart="horizontal-bar"
    />
  );
};
