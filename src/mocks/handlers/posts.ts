// Tag posts: list a campaign's posts, generate content, send to the artist, edit, regenerate.
import { delay, http } from 'msw';
import { db, persistNow } from '../db/database';
import { completeGenerationJob, recordGenerationJob } from '../db/generationJobs';
import { POST_STATUSES } from '../../api/postStatuses';
import type { PostUpdate } from '../../api/types';
import type { PostRow } from '../db/schema';
import { api, fail, intParam, jsonBody, notFound, ok } from '../http';
import { materialFlags } from '../promotion/campaignData';
import { byScheduleOrder } from '../promotion/schedule';
import { injectedJobMs } from '../faults';
import {
  FieldErrors,
  has,
  invalid,
  isInteger,
  route,
  simulateWork,
  workMs,
} from '../promotion/route';
import { postView } from './campaigns/campaignView';
import { findCampaign } from './campaigns/crud';
import { isFinal, writePostContent, writePostVisuals } from '../promotion/postContent';
import { readMaterialsNeeded, readSchedule } from './posts/input';
import * as clock from '../../lib/clock';

/** PostUpdate's fields; the schedule pair is an extension (rescheduling from a calendar). */
const UPDATABLE: readonly (keyof PostUpdate)[] = [
  'caption',
  'status',
  'ai_artist_materials_needed',
  'scheduled_date',
  'scheduled_time',
];

const summary = (successful: number, errors: number) => ({ summary: { successful, errors } });

export const postHandlers = [
  http.get(
    api('/post-generation/campaign/:id/posts'),
    route(({ params }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      const posts = database.posts
        .filter((p) => p.campaign_id === campaign.id)
        .sort(byScheduleOrder)
        .map(postView);
      return ok({ posts });
    }),
  ),

  // Without post_ids every post that is not final (scheduled, published) is a candidate; named
  // posts that are final or belong to another campaign count as errors. regenerate false keeps
  // only the posts without a caption (Generate Drafts). The work is a job kept in the database
  // (db/generationJobs.ts): a reload before the answer does not stop it.
  http.post(
    api('/post-generation/campaign/generate'),
    route(async ({ request }) => {
      const database = db();
      const body = await jsonBody(request);
      const errors = new FieldErrors();
      if (!isInteger(body.campaign_id)) errors.add('campaign_id', 'campaign_id is required');
      const ids = body.post_ids;
      if (has(body, 'post_ids') && (!Array.isArray(ids) || !ids.every(isInteger))) {
        errors.add('post_ids', 'post_ids must be a list of post ids');
      }
      if (has(body, 'regenerate') && typeof body.regenerate !== 'boolean') {
        errors.add('regenerate', 'regenerate must be true or false');
      }
      if (errors.failed) return invalid(errors.list);
      const campaign = findCampaign(database, body.campaign_id as number);
      if (!campaign) return notFound('Campaign');
      const regenerate = body.regenerate === true;
      const own = database.posts.filter((p) => p.campaign_id === campaign.id);
      let failed = 0;
      let targets: PostRow[];
      if (Array.isArray(ids)) {
        targets = [];
        for (const id of ids as number[]) {
          const post = own.find((p) => p.id === id);
          if (!post || isFinal(post)) failed++;
          else targets.push(post);
        }
      } else targets = own.filter((p) => !isFinal(p));
      if (!regenerate) targets = targets.filter((p) => p.caption === null);
      const duration = injectedJobMs(request) ?? workMs(300 + targets.length * 6);
      const job = recordGenerationJob(
        database,
        campaign.id,
        targets.map((p) => p.id),
        clock.now() + duration,
      );
      persistNow();
      if (duration > 0) await delay(duration);
      // Done: written now unless a read of the database already did it (db()).
      completeGenerationJob(db(), job.id);
      const message = targets.length
        ? `Generated content for ${targets.length} posts`
        : 'No posts needed generating';
      return ok(summary(targets.length, failed), { message });
    }),
  ),

  // Posts in status generated move to needs_review, the artist's review queue, with a caption or
  // not (the contract: the client sends every generated post); other ids are skipped, so sent can
  // be lower than the number of ids.
  http.post(
    api('/post-generation/send-to-artist'),
    route(async ({ request }) => {
      const database = db();
      const body = await jsonBody(request);
      const ids = body.post_ids;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isInteger)) {
        return invalid([{ field: 'post_ids', message: 'Select at least one post to send' }]);
      }
      let sent = 0;
      for (const post of database.posts) {
        if (ids.includes(post.id) && post.status === 'generated') {
          post.status = 'needs_review';
          sent++;
        }
      }
      return ok({ sent }, { message: `Sent ${sent} posts to artist` });
    }),
  ),

  http.put(
    api('/post-generation/posts/:id'),
    route(async ({ params, request }) => {
      const database = db();
      const postId = intParam(params.id);
      const post = database.posts.find((p) => p.id === postId);
      if (!post) return notFound('Post');
      const body = await jsonBody(request);
      if (!UPDATABLE.some((k) => has(body, k))) {
        return fail(400, `Send at least one of ${UPDATABLE.join(', ')}`);
      }
      const errors = new FieldErrors();
      const changes: Partial<PostRow> = readSchedule(body, errors);
      if (has(body, 'caption')) {
        if (typeof body.caption === 'string' && body.caption.trim()) changes.caption = body.caption;
        else errors.add('caption', 'Caption is required');
      }
      if (has(body, 'status')) {
        const status = POST_STATUSES.find((s) => s === body.status);
        if (status) changes.status = status;
        else errors.add('status', `status must be one of ${POST_STATUSES.join(', ')}`);
      }
      if (has(body, 'ai_artist_materials_needed')) {
        changes.ai_artist_materials_needed = readMaterialsNeeded(
          body.ai_artist_materials_needed,
          errors,
        );
      }
      if (errors.failed) return invalid(errors.list);
      Object.assign(post, changes);
      Object.assign(post, materialFlags(post, database.materials));
      return ok(postView(post), { message: 'Post updated successfully' });
    }),
  ),

  // successful 0 / errors 1 when the post is final (scheduled or published).
  http.post(
    api('/post-generation/posts/:id/regenerate'),
    route(async ({ params }) => {
      const database = db();
      const postId = intParam(params.id);
      const post = database.posts.find((p) => p.id === postId);
      const campaign = post && findCampaign(database, post.campaign_id);
      if (!post || !campaign) return notFound('Post');
      if (isFinal(post)) {
        return ok(summary(0, 1), { message: `Post is ${post.status} and cannot be regenerated` });
      }
      await simulateWork(500);
      writePostContent(database, campaign, post);
      return ok(summary(1, 0), { message: 'Post regenerated' });
    }),
  ),

  http.post(
    api('/post-generation/posts/:id/regenerate-visuals'),
    route(async ({ params }) => {
      const database = db();
      const postId = intParam(params.id);
      const post = database.posts.find((p) => p.id === postId);
      const campaign = post && findCampaign(database, post.campaign_id);
      if (!post || !campaign) return notFound('Post');
      await simulateWork(400);
      writePostVisuals(database, campaign, post);
      return ok(postView(post), { message: 'Visual descriptions regenerated' });
    }),
  ),
];
