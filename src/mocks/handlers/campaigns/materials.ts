// Materials review of one post: list, approve, reject. Only submitted materials can be
// reviewed; anything else answers 400 with the material's current status.
import { http } from 'msw';
import { db } from '../../db/database';
import type { MaterialRow } from '../../db/schema';
import { api, fail, intParam, notFound, ok } from '../../http';
import { refreshMaterialFlags } from '../../promotion/campaignData';
import { route } from '../../promotion/route';
import { materialView } from './campaignView';
import { findCampaign } from './crud';

function review(decision: 'approved' | 'rejected') {
  return route<{ campaignId: string; materialId: string }>(({ params }) => {
    const database = db();
    const campaign = findCampaign(database, intParam(params.campaignId));
    if (!campaign) return notFound('Campaign');
    const materialId = intParam(params.materialId);
    const material: MaterialRow | undefined = database.materials.find(
      (m) => m.id === materialId && m.campaign_id === campaign.id,
    );
    if (!material) return notFound('Material');
    if (material.status !== 'submitted') {
      const verb = decision === 'approved' ? 'approved' : 'rejected';
      return fail(400, `Only submitted materials can be ${verb} (this one is ${material.status})`, [
        { field: 'status', message: `Material is ${material.status}, not submitted` },
      ]);
    }
    material.status = decision;
    refreshMaterialFlags(database, [material.post_id]);
    return ok(materialView(material), {
      message: decision === 'approved' ? 'Material approved' : 'Material rejected',
    });
  });
}

export const materialHandlers = [
  http.get(
    api('/campaigns/:campaignId/posts/:postId/materials'),
    route(({ params }) => {
      const database = db();
      const campaign = findCampaign(database, intParam(params.campaignId));
      if (!campaign) return notFound('Campaign');
      const postId = intParam(params.postId);
      const post = database.posts.find((p) => p.id === postId && p.campaign_id === campaign.id);
      if (!post) return notFound('Post');
      return ok(
        database.materials
          .filter((m) => m.post_id === post.id)
          .sort((a, b) => a.id - b.id)
          .map(materialView),
      );
    }),
  ),
  http.post(api('/campaigns/:campaignId/materials/:materialId/approve'), review('approved')),
  http.post(api('/campaigns/:campaignId/materials/:materialId/reject'), review('rejected')),
];
