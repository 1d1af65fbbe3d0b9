import { useCallback, useSyncExternalStore } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import type { LabelDataProvider } from '../../../providers/data';
import {
  generationOf,
  startGeneration,
  subscribeToGenerations,
  type GenerationResult,
} from './generationStore';

export interface CampaignGeneration {
  /** A generation of this campaign's posts is under way. */
  running: boolean;
  /** When the running generation started (clock time, ms), to show the elapsed time. */
  startedAt?: number;
  /** How the last generation of this campaign ended, kept until the next one starts. */
  lastResult?: GenerationResult;
  /** Starts generating every post of the campaign, unless a generation of it is running. */
  start: () => void;
}

/**
 * The campaign's post generation (POST /post-generation/campaign/generate), which keeps running
 * when the component that started it goes away; its end is reported by GenerationNotices.
 */
export function useCampaignGeneration(campaignId: Identifier): CampaignGeneration {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const state = useSyncExternalStore(subscribeToGenerations, () => generationOf(campaignId));
  // No parameter: `onClick={start}` must not pass the click event on as options.
  const start = useCallback(() => {
    startGeneration(campaignId, (request) => dataProvider.generatePosts(request));
  }, [campaignId, dataProvider]);
  return { ...state, start };
}
