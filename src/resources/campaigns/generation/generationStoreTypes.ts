// The generation store's types: those its callers use (re-exported by generationStore.ts), and
// GenerationPage, the state of this page that the store's parts (sending, watching, reporting,
// snapshots, other tabs) share, so each part is a small file and the store only composes them.
import type { CampaignPost, GeneratePostsRequest, GenerationSummary } from '@/api/types';
import type { RunExclusive } from '@/api/refreshLock';
import type { GenerationKind, GenerationResult } from '@/providers/generationRuns';
import type { RunRecords, RunStorage } from './generationRunStorage';

export interface GenerationState {
  running: boolean;
  /** When the running generation started (clock time, ms). */
  startedAt?: number;
  /** How the last run ended, kept until the next one starts. */
  lastResult?: GenerationResult;
}

/**
 * A run that ended. `report`: this page is the one to tell the user (every page refreshes what
 * the run changed). `failure`: the error of a failed request, for the failure toast.
 */
export interface GenerationNotice {
  campaignId: string;
  result: GenerationResult;
  report: boolean;
  failure?: unknown;
  /** Sent by a post's Regenerate Caption: told in that action's words. */
  kind?: GenerationKind;
}

/** The call that generates: the dataProvider's generatePosts, told which recorded run it sends. */
export type GeneratePosts = (
  request: GeneratePostsRequest,
  runId: string,
) => Promise<{ data: GenerationSummary }>;

/** Reads a campaign's posts, for watching a run this page did not send. */
export type LoadPosts = (campaignId: string) => Promise<readonly CampaignPost[]>;

/** What a run generates beyond the whole campaign (the posts view's Generate Drafts, ...). */
export type GenerationOptions = Omit<GeneratePostsRequest, 'campaign_id'>;

/** Where a run comes from. */
export interface GenerationSource {
  /** The campaign's posts as the screen has them; read first when absent. */
  posts?: readonly CampaignPost[];
  /** A post's Regenerate Caption rather than the campaign's generate call. */
  kind?: GenerationKind;
}

export interface GenerationStoreDeps {
  storage: () => RunStorage;
  /** The signed-in user, as run keys hold it. */
  userId: () => string;
  now: () => number;
  /** An exclusive lock shared by every tab of the browser. */
  lock: (name: string) => RunExclusive;
  /** Calls back with the key of each change another tab makes to the storage (null: cleared). */
  onStorage: (listener: (key: string | null) => void) => () => void;
  sleep: (ms: number) => Promise<void>;
  newId: () => string;
  /** The page is being left (reloaded, closed): what its requests answer now means nothing. */
  leaving: () => boolean;
}

/** A campaign's state as last handed to React, with what it was made from. */
export interface GenerationSnapshot {
  raw: string | null;
  startingAt?: number;
  state: GenerationState;
}

/** What this page knows of the runs; the fields a reset replaces are not readonly. */
export interface GenerationPage {
  readonly deps: GenerationStoreDeps;
  readonly runs: RunRecords;
  /** Tells the store's subscribers that something changed. */
  readonly emit: () => void;
  /** Ended runs not acted upon yet, oldest first. */
  notices: readonly GenerationNotice[];
  /** Starts asked for here whose run is not recorded yet (the lock is being taken). */
  starting: Map<string, number>;
  /** Runs this page sent and still waits for. */
  readonly sending: Set<string>;
  /** User and campaign pairs whose runs this page watches (since the last reset). */
  watching: Set<string>;
  snapshots: Map<string, GenerationSnapshot>;
  loadPosts: LoadPosts | null;
  /** Bumped by reset: what was under way before it reports nowhere. */
  epoch: number;
}
