// The campaign's materials checklist: generate, list, update one item.
import { http } from 'msw';
import { MATERIAL_STATUSES } from '@/api/campaignVocabulary';
import type { MaterialRow as Row } from '../../db/schema';
import { db, nextId } from '../../db/database';
import { api, fail, intParam, jsonBody, notFound, ok } from '../../http';
import { refreshMaterialFlags } from '../../promotion/campaignData';
import { isEnabled } from '../../promotion/copy/materialsNeeded';
import { addDays, parseIsoDate } from '../../promotion/dates';
import {
  FieldErrors,
  has,
  invalid,
  isInteger,
  isNonBlank,
  isNullableString,
  route,
} from '../../promotion/route';
import { byDueDate, checklistItemView } from './campaignView';
import { findCampaign } from './crud';

function assetTypeOf(type: 'video' | 'audio' | 'other', task: string): Row['asset_type'] {
  if (type !== 'other') return type;
  return /photo|image/i.test(task) ? 'image' : 'graphic';
}

export const checklistHandlers = [
  // One item per enabled TODO item of every post still to be built (not scheduled or
  // published), due buffer_days before the post. Pending items are replaced; items the artist
  // already answered (submitted, approved, rejected) are kept and not duplicated.
  http.post(
    api('/campaigns/:id/generate-materials-checklist'),
    route(async ({ params, request }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      const body = await jsonBody(request);
      const buffer = body.buffer_days;
      if (!isInteger(buffer) || buffer < 0 || buffer > 60) {
        return invalid([
          { field: 'buffer_days', message: 'Buffer days must be a whole number from 0 to 60' },
        ]);
      }
      // Ids are taken before the pending items go, so a replaced item's id is never reused.
      let id = nextId('materials');
      const kept = database.materials.filter(
        (m) => m.campaign_id === campaign.id && m.status !== 'pending',
      );
      database.materials = database.materials.filter(
        (m) => m.campaign_id !== campaign.id || m.status !== 'pending',
      );
      const posts = database.posts.filter(
        (p) => p.campaign_id === campaign.id && !['scheduled', 'published'].includes(p.status),
      );
      for (const post of posts) {
        for (const need of (post.ai_artist_materials_needed ?? []).filter(isEnabled)) {
          const answered = kept.some(
            (m) => m.post_id === post.id && m.asset_description === need.task,
          );
          if (answered) continue;
          database.materials.push({
            id: id++,
            campaign_id: campaign.id,
            post_id: post.id,
            due_date: addDays(post.scheduled_date, -buffer),
            asset_type: assetTypeOf(need.type, need.task),
            asset_description: need.task,
            required_specs: need.specs || null,
            status: 'pending',
            submitted_at: null,
            artist_notes: null,
            media_file: null,
          });
        }
      }
      refreshMaterialFlags(
        database,
        database.posts.filter((p) => p.campaign_id === campaign.id).map((p) => p.id),
      );
      const checklist = database.materials
        .filter((m) => m.campaign_id === campaign.id)
        .sort(byDueDate)
        .map(checklistItemView);
      return ok(checklist, { message: 'Materials checklist generated' });
    }),
  ),

  http.get(
    api('/campaigns/:id/materials-checklist'),
    route(({ params }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      return ok(
        database.materials
          .filter((m) => m.campaign_id === campaign.id)
          .sort(byDueDate)
          .map(checklistItemView),
      );
    }),
  ),

  http.put(
    api('/campaigns/:id/materials-checklist/:item'),
    route(async ({ params, request }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.id));
      if (!campaign) return notFound('Campaign');
      const itemId = intParam(params.item);
      const item = database.materials.find((m) => m.id === itemId && m.campaign_id === campaign.id);
      if (!item) return notFound('Checklist item');
      const body = await jsonBody(request);
      const known = ['asset_description', 'required_specs', 'due_date', 'status'];
      if (!known.some((key) => has(body, key))) {
        return fail(400, `Send at least one of ${known.join(', ')}`);
      }
      const errors = new FieldErrors();
      const changes: Partial<Row> = {};
      if (has(body, 'asset_description')) {
        if (isNonBlank(body.asset_description))
          changes.asset_description = body.asset_description.trim();
        else errors.add('asset_description', 'Description is required');
      }
      if (has(body, 'required_specs')) {
        if (isNullableString(body.required_specs)) changes.required_specs = body.required_specs;
        else errors.add('required_specs', 'Specs must be text or null');
      }
      if (has(body, 'due_date')) {
        if (body.due_date === null || parseIsoDate(body.due_date) !== null) {
          changes.due_date = body.due_date as string | null;
        } else errors.add('due_date', 'Due date must be a valid date (YYYY-MM-DD) or null');
      }
      if (has(body, 'status')) {
        const status = MATERIAL_STATUSES.find((s) => s === body.status);
        if (status) changes.status = status;
        else errors.add('status', `status must be one of ${MATERIAL_STATUSES.join(', ')}`);
      }
      if (errors.failed) return invalid(errors.list);
      Object.assign(item, changes);
      refreshMaterialFlags(database, [item.post_id]);
      return ok(checklistItemView(item), { message: 'Checklist item updated' });
    }),
  ),
];
