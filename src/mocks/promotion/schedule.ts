// A campaign's post schedule from the post templates, and its budget per post. Shared by the
// seed and POST /campaigns, so seeded and newly created campaigns follow the same rules.
import type { Platform, PostTemplate } from '../../api/types';
import type { CampaignRow, PostRow } from '../db/schema';
import { addDays, daysBetween, minutesOf } from './dates';
import { ONGOING_PHASE_SPLIT, type StoredSettings } from './defaults';

type Phase = 'pre_launch' | 'launch' | 'post_launch';
type PlatformGroup = 'meta' | 'tiktok' | 'youtube';

/** The launch week (days 0 to 6 from the launch date) is the launch phase. */
function phaseOf(date: string, launchDate: string): Phase {
  const days = daysBetween(launchDate, date);
  return days < 0 ? 'pre_launch' : days < 7 ? 'launch' : 'post_launch';
}

const groupOf = (platform: Platform): PlatformGroup =>
  platform === 'facebook' || platform === 'instagram' ? 'meta' : platform;

/**
 * Sets allocated_budget on every post: the budget is split by phase, then by platform group,
 * then evenly across that group's paid posts. Organic posts get 0. A launch date already past
 * uses the ongoing split (0/30/70) instead of the configured one.
 */
export function allocateBudgets(
  posts: PostRow[],
  campaign: Pick<CampaignRow, 'launch_date' | 'total_budget'>,
  settings: StoredSettings,
  todayDate: string,
): void {
  const { phase_distribution, platform_allocation } = settings.campaignSettings;
  const phases = campaign.launch_date < todayDate ? ONGOING_PHASE_SPLIT : phase_distribution;
  const buckets = new Map<string, PostRow[]>();
  for (const post of posts) {
    post.allocated_budget = 0;
    if (!post.is_paid_promotion) continue;
    const key = `${phaseOf(post.scheduled_date, campaign.launch_date)}:${groupOf(post.platform)}`;
    buckets.set(key, [...(buckets.get(key) ?? []), post]);
  }
  for (const [key, group] of buckets) {
    const [phase, platformGroup] = key.split(':') as [Phase, PlatformGroup];
    const share =
      (campaign.total_budget * phases[phase] * platform_allocation[platformGroup]) / 10_000;
    const each = Math.round((share / group.length) * 100) / 100;
    for (const post of group) post.allocated_budget = each;
  }
}

/**
 * One post per active template on a target platform: week_offset weeks from the launch date,
 * the template's posts of a week spread over its seven days, times taken in turn from the
 * platform's default posting times and languages in turn from the campaign's. Content is left
 * empty (caption null, status generated) for the generator.
 */
export function schedulePosts(
  campaign: Pick<CampaignRow, 'id' | 'launch_date' | 'languages' | 'target_platforms'>,
  templates: PostTemplate[],
  settings: StoredSettings,
  firstId: number,
): PostRow[] {
  const active = templates
    .filter((t) => t.is_active && campaign.target_platforms.includes(t.platform))
    .sort((a, b) => a.week_offset - b.week_offset || a.id - b.id);
  const perWeek = new Map<number, PostTemplate[]>();
  for (const t of active) perWeek.set(t.week_offset, [...(perWeek.get(t.week_offset) ?? []), t]);
  const languages = campaign.languages.length ? campaign.languages : ['en' as const];
  const slotsUsed = new Map<string, number>();
  const posts: PostRow[] = [];
  for (const [week, weekTemplates] of perWeek) {
    weekTemplates.forEach((template, i) => {
      const day = Math.floor((i * 7) / weekTemplates.length);
      const date = addDays(campaign.launch_date, week * 7 + day);
      const times = settings.systemConfiguration.default_posting_times[template.platform];
      const slotKey = `${date}:${template.platform}`;
      const slot = slotsUsed.get(slotKey) ?? 0;
      slotsUsed.set(slotKey, slot + 1);
      posts.push({
        id: firstId + posts.length,
        campaign_id: campaign.id,
        status: 'generated',
        platform: template.platform,
        content_format: template.content_format || 'post',
        language: languages[posts.length % languages.length],
        template_name: template.template_name,
        is_paid_promotion: template.is_paid_promotion,
        scheduled_date: date,
        scheduled_time: times.length ? times[slot % times.length] : '12:00',
        allocated_budget: 0,
        caption: null,
        rejection_reason: null,
        has_uploads: false,
        all_materials_approved: false,
        generation_metadata: null,
        ai_artist_materials_needed: null,
      });
    });
  }
  return posts;
}

/** Scheduled date, then time, ascending (the order of the posts table). */
export const byScheduleOrder = (a: PostRow, b: PostRow): number =>
  a.scheduled_date.localeCompare(b.scheduled_date) ||
  minutesOf(a.scheduled_time) - minutesOf(b.scheduled_time) ||
  a.id - b.id;
