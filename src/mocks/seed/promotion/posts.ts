// Content and review state of seeded posts. Dates drive the state: past posts are published,
// posts of the coming days are scheduled, later ones are somewhere in the review loop, and the
// early campaign still has posts waiting for Generate Drafts (caption null).
import type { PostStatus } from '@/api/types';
import type { CampaignRow, Database, PostRow } from '../../db/schema';
import { copyContext } from '../../promotion/campaignData';
import { writeCaption, writeMaterialsNeeded, writeVisuals } from '../../promotion/copy/writer';
import { daysBetween } from '../../promotion/dates';
import type { Random } from '../random';

export type PostPlan = 'ongoing' | 'upcoming' | 'early' | 'done';

/** 'empty' = not generated yet: status generated with caption null. */
type Planned = PostStatus | 'empty';

const WEIGHTS: Record<Exclude<PostPlan, 'done'>, Array<[Planned, number]>> = {
  ongoing: [
    ['artist_approved', 3],
    ['approved', 3],
    ['needs_review', 2],
    ['pending_admin_review', 1],
    ['rejected_by_artist', 1],
    ['generated', 1],
  ],
  upcoming: [
    ['needs_review', 4],
    ['artist_approved', 3],
    ['approved', 3],
    ['scheduled', 2],
    ['generated', 2],
    ['pending_admin_review', 2],
    ['rejected_by_artist', 2],
    ['empty', 2],
  ],
  early: [
    ['empty', 5],
    ['generated', 4],
    ['needs_review', 2],
    ['rejected_by_artist', 1],
  ],
};

const REJECTION_REASONS = [
  'I’d rather not talk about the breakup. Focus on the city instead.',
  'Too many emojis, it doesn’t sound like me.',
  'Please don’t mention the tour yet, the dates aren’t confirmed.',
  'Can we use the French title here?',
  'That lyric is from the wrong song.',
  'Trop formel. J’écrirais ça plus simplement.',
];

function weighted(random: Random, weights: Array<[Planned, number]>): Planned {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let roll = random.next() * total;
  for (const [status, weight] of weights) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return weights[0][0];
}

function planStatus(plan: PostPlan, post: PostRow, todayDate: string, random: Random): Planned {
  const daysAhead = daysBetween(todayDate, post.scheduled_date);
  if (daysAhead < 0 || plan === 'done') return 'published';
  if (plan === 'ongoing' && daysAhead <= 6) return random.chance(0.8) ? 'scheduled' : 'approved';
  if (plan === 'upcoming' && daysAhead <= 3) return 'scheduled';
  return weighted(random, WEIGHTS[plan]);
}

/**
 * Visual descriptions in every encoding the contract allows: an object with both languages
 * (most), the same as a JSON string, the legacy single description, or nothing.
 */
function metadataFor(
  visuals: { ai_visual_description_en: string; ai_visual_description_fr: string },
  random: Random,
): PostRow['generation_metadata'] {
  const roll = random.next();
  if (roll < 0.65) return visuals;
  if (roll < 0.8) return JSON.stringify(visuals);
  if (roll < 0.88) return { ai_visual_description: visuals.ai_visual_description_en };
  if (roll < 0.93)
    return JSON.stringify({ ai_visual_description: visuals.ai_visual_description_en });
  return null;
}

export function fillPosts(
  database: Database,
  campaign: CampaignRow,
  posts: PostRow[],
  plan: PostPlan,
  todayDate: string,
  random: Random,
): void {
  const ctx = copyContext(database, campaign);
  for (const post of posts) {
    const status = planStatus(plan, post, todayDate, random);
    if (status === 'empty') continue;
    post.status = status;
    post.caption = writeCaption(post, ctx, random);
    post.generation_metadata = metadataFor(writeVisuals(post, ctx, random), random);
    post.ai_artist_materials_needed = writeMaterialsNeeded(post, ctx, random);
    if (status === 'rejected_by_artist') post.rejection_reason = random.pick(REJECTION_REASONS);
  }
}
