// GET/POST /campaigns and GET/PUT/DELETE /campaigns/{id}.
import { CAMPAIGN_STATUSES } from '@/api/campaignVocabulary';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { http } from 'msw';
import { db, nextId } from '../../db/database';
import type { CampaignRow, Database } from '../../db/schema';
import { api, deleted, intParam, jsonBody, notFound, ok } from '../../http';
import { currentSettings } from '../../promotion/campaignData';
import { addDays, daysBetween, isoDateTime, today } from '../../promotion/dates';
import { allocateBudgets, schedulePosts } from '../../promotion/schedule';
import { FieldErrors, invalid, route } from '../../promotion/route';
import { campaignView } from './campaignView';
import { readCampaignFields } from './validation';
import * as clock from '@/lib/clock';

export const findCampaign = (database: Database, id: number | null): CampaignRow | undefined =>
  id === null ? undefined : database.campaigns.find((c) => c.id === id);

const newestFirst = (a: CampaignRow, b: CampaignRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const campaignCrudHandlers = [
  http.get(
    api('/campaigns'),
    route(({ request }) => {
      const database = db();
      const url = new URL(request.url);
      const errors = new FieldErrors();
      const artistParam = url.searchParams.get('artist_id');
      const status = url.searchParams.get('status');
      const artistId = artistParam === null || artistParam === '' ? null : intParam(artistParam);
      if (artistParam && artistId === null) errors.add('artist_id', 'artist_id must be an integer');
      const known = CAMPAIGN_STATUSES.find((s) => s === status);
      if (status && !known) {
        errors.add('status', `status must be one of ${CAMPAIGN_STATUSES.join(', ')}`);
      }
      if (errors.failed) return invalid(errors.list);
      const campaigns = database.campaigns
        .filter((c) => artistId === null || c.artist_id === artistId)
        .filter((c) => !status || c.status === status)
        .sort(newestFirst)
        .map((c) => campaignView(database, c));
      return ok({ campaigns });
    }),
  ),

  // A new campaign gets its whole schedule at once: one post per active template (78 by
  // default), caption null and status generated, budgets allocated. Generate Drafts then
  // writes the content. The campaign starts as a draft.
  http.post(
    api('/campaigns'),
    route(async ({ request }) => {
      const database = db();
      const body = await jsonBody(request);
      const { fields, errors } = readCampaignFields(database, body, null);
      if (errors.length) return invalid(errors);
      const settings = currentSettings(database);
      const campaign = {
        ...fields,
        id: nextId('campaigns'),
        description: fields.description ?? null,
        currency: DEFAULT_CURRENCY,
        status: 'draft',
        generation_settings: {
          model: settings.aiConfiguration.model,
          tone: settings.aiConfiguration.default_post_tone,
        },
        created_at: isoDateTime(clock.now()),
        // Validation has checked (or defaulted) every field a new campaign needs.
      } as CampaignRow;
      const posts = schedulePosts(campaign, database.postTemplates, settings, nextId('posts'));
      allocateBudgets(posts, campaign, settings, today());
      database.campaigns.push(campaign);
      database.posts.push(...posts);
      return ok(campaignView(database, campaign), {
        status: 201,
        message: 'Campaign created successfully',
      });
    }),
  ),

  http.get(
    api('/campaigns/:id'),
    route(({ params }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      return campaign ? ok(campaignView(database, campaign)) : notFound('Campaign');
    }),
  ),

  // A new launch date moves the posts not yet published by the same number of days; a new
  // launch date or budget re-allocates the post budgets.
  http.put(
    api('/campaigns/:id'),
    route(async ({ params, request }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      const body = await jsonBody(request);
      const { fields, errors } = readCampaignFields(database, body, campaign);
      if (errors.length) return invalid(errors);
      const posts = database.posts.filter((p) => p.campaign_id === campaign.id);
      const shift = fields.launch_date ? daysBetween(campaign.launch_date, fields.launch_date) : 0;
      if (shift !== 0) {
        for (const post of posts) {
          if (post.status !== 'published')
            post.scheduled_date = addDays(post.scheduled_date, shift);
        }
      }
      Object.assign(campaign, fields);
      if (shift !== 0 || fields.total_budget !== undefined) {
        allocateBudgets(posts, campaign, currentSettings(database), today());
      }
      return ok(campaignView(database, campaign), { message: 'Campaign updated successfully' });
    }),
  ),

  http.delete(
    api('/campaigns/:id'),
    route(({ params }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      database.campaigns = database.campaigns.filter((c) => c.id !== campaign.id);
      database.posts = database.posts.filter((p) => p.campaign_id !== campaign.id);
      database.materials = database.materials.filter((m) => m.campaign_id !== campaign.id);
      return deleted(campaign.id, 'Campaign deleted successfully');
    }),
  ),
];
