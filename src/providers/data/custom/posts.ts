import { HttpError } from 'react-admin';
import type { ApiClient } from '@/api/client';
import { invalidFormatError, isRecord } from '@/api/errors';
import type {
  CampaignPost,
  GeneratePostsRequest,
  GenerationSummary,
  PostUpdate,
  SentCount,
} from '@/api/types';
import {
  GENERATION_LIMIT_MS,
  GenerationRunningError,
  liveGenerationRun,
} from '../../generationRuns';
import { outcome } from './result';

/** Generation is slow: the contract lets clients wait up to 10 minutes. */
export const POST_GENERATION_TIMEOUT_MS = GENERATION_LIMIT_MS;

function summaryOf(data: unknown): GenerationSummary {
  if (!isRecord(data) || !isRecord(data.summary)) throw invalidFormatError();
  return data.summary as unknown as GenerationSummary;
}

async function campaignPosts(client: ApiClient, campaignId: number) {
  const res = await client.request<{ posts: unknown }>(
    `/post-generation/campaign/${campaignId}/posts`,
    {},
    'object',
  );
  if (!Array.isArray(res.data.posts)) throw invalidFormatError();
  return { data: res.data.posts as CampaignPost[], message: res.message };
}

export const postMethods = (client: ApiClient) => ({
  getCampaignPosts: (campaignId: number) => campaignPosts(client, campaignId),
  /**
   * One post as the server has it now (issue 37: read again before a change). The contract
   * reads posts only by campaign: the campaign's list is read and the post found in it. A post
   * no longer in it answers as a 404, as a read of a deleted record would.
   */
  getCampaignPost: async (campaignId: number, postId: number) => {
    const { data, message } = await campaignPosts(client, campaignId);
    const post = data.find((candidate) => candidate.id === postId);
    if (!post) throw new HttpError('ra.notification.item_doesnt_exist', 404, {});
    return { data: post, message };
  },
  /**
   * Refused, with nothing sent, while a run of the campaign recorded in this browser is going
   * (providers/generationRuns.ts), unless `runId` names that run: the one about to be sent.
   */
  generatePosts: async (request: GeneratePostsRequest, runId?: string) => {
    const live = liveGenerationRun(request.campaign_id);
    if (live && live.runId !== runId) throw new GenerationRunningError();
    const res = await client.request<unknown>(
      '/post-generation/campaign/generate',
      { method: 'POST', json: request, timeoutMs: POST_GENERATION_TIMEOUT_MS },
      'object',
    );
    return { data: summaryOf(res.data), message: res.message };
  },
  sendPostsToArtist: async (postIds: number[]) =>
    outcome(
      await client.request<SentCount>(
        '/post-generation/send-to-artist',
        { method: 'POST', json: { post_ids: postIds } },
        'object',
      ),
    ),
  updatePost: async (postId: number, changes: PostUpdate) =>
    outcome(
      await client.request<CampaignPost>(
        `/post-generation/posts/${postId}`,
        { method: 'PUT', json: changes },
        'object',
      ),
    ),
  regeneratePost: async (postId: number) => {
    const res = await client.request<unknown>(
      `/post-generation/posts/${postId}/regenerate`,
      { method: 'POST', timeoutMs: POST_GENERATION_TIMEOUT_MS },
      'object',
    );
    return { data: summaryOf(res.data), message: res.message };
  },
  regeneratePostVisuals: async (postId: number) =>
    outcome(
      await client.request<CampaignPost>(
        `/post-generation/posts/${postId}/regenerate-visuals`,
        { method: 'POST', timeoutMs: POST_GENERATION_TIMEOUT_MS },
        'object',
      ),
    ),
});
