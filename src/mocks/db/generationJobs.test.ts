// A post generation kept in the demo database: a reload (here, a new load of the saved database)
// in the middle of one does not stop it; its posts are written when its time has come, once.
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@tests/helpers/testNow';
import type { CampaignPost, GenerationSummary } from '../../api/types';
import { setClock } from '../../lib/clock';
import { signedIn, type Caller, type Envelope } from '../handlers/handlers.testkit';
import { db, restoreDatabase } from './database';
import { recordGenerationJob } from './generationJobs';
import type { Database } from './schema';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

const postsOf = (database: Database, campaignId: number) =>
  database.posts.filter((p) => p.campaign_id === campaignId);
const draftCampaign = () =>
  db().campaigns.find((c) => postsOf(db(), c.id).some((p) => p.caption === null))!;

/** The page is reloaded: the database is read back from what was saved (localStorage holds JSON). */
const reload = () => restoreDatabase(JSON.parse(JSON.stringify(db())) as Database);

const captionsVia = async (campaignId: number) => {
  const res = await api<Envelope<{ posts: CampaignPost[] }>>(
    'GET',
    `/post-generation/campaign/${campaignId}/posts`,
  );
  return new Map(res.body.data.posts.map((p) => [p.id, p.caption]));
};

describe('demo API: a generation kept as a job', () => {
  it('is completed by the first read after its time, after a reload, and only once', async () => {
    const campaign = draftCampaign();
    const drafts = postsOf(db(), campaign.id)
      .filter((p) => p.caption === null)
      .map((p) => p.id);
    recordGenerationJob(db(), campaign.id, drafts, TEST_NOW + 60_000);
    reload();

    // Still working: the posts are as they were.
    let captions = await captionsVia(campaign.id);
    expect(drafts.every((id) => captions.get(id) === null)).toBe(true);
    expect(db().generationJobs).toHaveLength(1);

    setClock(TEST_NOW + 60_000);
    captions = await captionsVia(campaign.id);
    expect(drafts.every((id) => typeof captions.get(id) === 'string')).toBe(true);
    expect(db().generationJobs).toEqual([]);

    // Read again, after another reload: nothing is rewritten.
    reload();
    expect(await captionsVia(campaign.id)).toEqual(captions);
  });

  it('leaves a post that became final meanwhile as it is', () => {
    const campaign = draftCampaign();
    const [post] = postsOf(db(), campaign.id).filter((p) => p.caption === null);
    recordGenerationJob(db(), campaign.id, [post.id], TEST_NOW + 1_000);
    post.status = 'scheduled';
    reload();
    setClock(TEST_NOW + 1_000);
    const after = db().posts.find((p) => p.id === post.id)!;
    expect(after.caption).toBeNull();
    expect(after.status).toBe('scheduled');
    expect(db().generationJobs).toEqual([]);
  });

  it('the generate call answers as before and leaves no job behind', async () => {
    const campaign = draftCampaign();
    const drafts = postsOf(db(), campaign.id).filter((p) => p.caption === null);
    const res = await api<Envelope<{ summary: GenerationSummary }>>(
      'POST',
      '/post-generation/campaign/generate',
      { campaign_id: campaign.id, regenerate: false },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ summary: { successful: drafts.length, errors: 0 } });
    expect(db().generationJobs).toEqual([]);
    const captions = await captionsVia(campaign.id);
    expect(drafts.every((p) => typeof captions.get(p.id) === 'string')).toBe(true);
  });
});
