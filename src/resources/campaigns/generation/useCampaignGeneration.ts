import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';
import { campaignPostsKey } from '../campaignPostsKey';
import {
  generationOf,
  startGeneration,
  subscribeToGenerations,
  type GenerationOptions,
  type GenerationResult,
} from './generationStore';

export interface CampaignGeneration {
  /** A generation of this campaign's posts is under way, in this tab or another. */
  running: boolean;
  /** When the running generation started (clock time, ms), to show the elapsed time. */
  startedAt?: number;
  /** How the last generation of this campaign ended, kept until the next one starts. */
  lastResult?: GenerationResult;
  /** Starts generating every post of the campaign, unless a generation of it is running. */
  start: () => void;
  /** The same for some posts, or rewriting existing content (Generate Drafts, Regenerate All). */
  startWith: (options: GenerationOptions) => void;
  /**
   * A post's Regenerate Caption (POST /post-generation/posts/{id}/regenerate): a rewrite of that
   * post, recorded, refused and reported like the campaign's other runs.
   */
  regenerateCaption: (post: CampaignPost) => void;
}

/**
 * The campaign's post generation (POST /post-generation/campaign/generate), which keeps running
 * when the component that started it goes away, and is known to a reload and to other tabs; its
 * end is reported by GenerationNotices.
 */
export function useCampaignGeneration(campaignId: Identifier): CampaignGeneration {
  // Surfaced: a start refused with a 401 is a failed start, never a generation under way.
  const dataProvider = useSurfacedDataProvider();
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(subscribeToGenerations, () => generationOf(campaignId));
  const startWith = useCallback(
    (options: GenerationOptions) => {
      // The posts as the screen has them, if it has: how another page tells the run has ended.
      const posts = queryClient.getQueryData<CampaignPost[]>(campaignPostsKey(campaignId));
      startGeneration(
        campaignId,
        (request, runId) => dataProvider.generatePosts(request, runId),
        options,
        { posts: Array.isArray(posts) ? posts : undefined },
      );
    },
    [campaignId, dataProvider, queryClient],
  );
  const regenerateCaption = useCallback(
    (post: CampaignPost) => {
      startGeneration(
        campaignId,
        () => dataProvider.regeneratePost(post.id),
        { post_ids: [post.id], regenerate: true },
        { posts: [post], kind: 'caption' },
      );
    },
    [campaignId, dataProvider],
  );
  // No parameter: `onClick={start}` must not pass the click event on as options.
  const start = useCallback(() => startWith({}), [startWith]);
  return { ...state, start, startWith, regenerateCaption };
}
