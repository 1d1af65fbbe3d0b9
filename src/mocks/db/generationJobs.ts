// A post generation takes a while. In demo mode the API's handlers run in the page, so a reload
// in the middle of one stops its handler; a real server would go on generating. So the job is
// kept in the database (which survives reloads), and whoever reads the database once the job's
// time has come completes it: the handler that answers, or any later read (another request,
// the next page load). Its posts are written once: the job leaves the database as it completes.
import { isFinal, writePostContent } from '../promotion/postContent';
import type { Database, GenerationJobRow } from './schema';

/** Records a job that writes `postIds` of the campaign at `doneAt` (app clock, ms). */
export function recordGenerationJob(
  database: Database,
  campaignId: number,
  postIds: readonly number[],
  doneAt: number,
): GenerationJobRow {
  const jobs = (database.generationJobs ??= []);
  const job: GenerationJobRow = {
    id: jobs.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    campaign_id: campaignId,
    post_ids: [...postIds],
    done_at: doneAt,
  };
  jobs.push(job);
  return job;
}

/** Writes the job's posts and removes it; nothing when it is no longer there (done already). */
function complete(database: Database, job: GenerationJobRow): void {
  database.generationJobs = (database.generationJobs ?? []).filter((row) => row.id !== job.id);
  const campaign = database.campaigns.find((row) => row.id === job.campaign_id);
  if (!campaign) return;
  for (const post of database.posts) {
    // A post scheduled or published meanwhile is final: it is not rewritten.
    if (post.campaign_id === campaign.id && job.post_ids.includes(post.id) && !isFinal(post)) {
      writePostContent(database, campaign, post);
    }
  }
}

/** Completes the job now if it is still running (its handler's answer is due). */
export function completeGenerationJob(database: Database, jobId: number): void {
  const job = database.generationJobs?.find((row) => row.id === jobId);
  if (job) complete(database, job);
}

/** Completes every job whose time has come; true when any was. */
export function completeDueGenerationJobs(database: Database, at: number): boolean {
  const due = database.generationJobs?.filter((job) => job.done_at <= at) ?? [];
  for (const job of due) complete(database, job);
  return due.length > 0;
}
