import { describe, expect, it } from 'vitest';
import type { CampaignPost } from '@/api/types';
import type { GenerationRun } from '@/providers/generationRuns';
import { captionFingerprints, endSeenInPosts } from './generationEnd';

const post = (id: number, caption: string | null, status = 'generated'): CampaignPost =>
  ({ id, caption, status }) as CampaignPost;

const run = (changes: Partial<GenerationRun> = {}): GenerationRun => ({
  runId: 'r',
  campaignId: '4',
  startedAt: 0,
  regenerate: false,
  ...changes,
});

describe('the end of a run, as the posts show it', () => {
  const drafts = [post(1, null), post(2, null), post(3, 'Kept'), post(4, null, 'scheduled')];

  it('drafts: ended once every draft it started from has a caption, with how many', () => {
    const started = run({ before: captionFingerprints(drafts) });
    expect(endSeenInPosts(started, [post(1, 'One'), post(2, null), post(3, 'Kept')])).toBeNull();
    expect(endSeenInPosts(started, [post(1, 'One'), post(2, 'Two'), post(3, 'Kept')])).toEqual({
      summary: { successful: 2, errors: 0 },
    });
  });

  it('drafts without the starting state: ended once no post waits for a caption', () => {
    expect(endSeenInPosts(run(), drafts)).toBeNull();
    // A scheduled post is never written: it is not waited for.
    expect(endSeenInPosts(run(), [post(1, 'One'), post(4, null, 'scheduled')])).toEqual({
      detected: true,
    });
  });

  it('only the posts asked for', () => {
    const one = run({ postIds: [1] });
    expect(endSeenInPosts(one, [post(1, 'One'), post(2, null)])).toEqual({ detected: true });
    expect(endSeenInPosts(one, [post(1, null), post(2, 'Two')])).toBeNull();
  });

  it('a rewrite: ended once every caption differs from the one it started from', () => {
    const captions = [post(1, 'One'), post(2, 'Two')];
    const rewrite = run({ regenerate: true, before: captionFingerprints(captions) });
    expect(endSeenInPosts(rewrite, [post(1, 'New one'), post(2, 'Two')])).toBeNull();
    expect(endSeenInPosts(rewrite, [post(1, 'New one'), post(2, 'New two')])).toEqual({
      summary: { successful: 2, errors: 0 },
    });
    // Without the captions it started from, a rewrite is never seen ending.
    expect(endSeenInPosts(run({ regenerate: true }), [post(1, 'New one')])).toBeNull();
  });

  it('keeps fingerprints short, and different for different captions', () => {
    const long = 'A caption '.repeat(50);
    const prints = captionFingerprints([post(1, long), post(2, `${long}!`), post(3, null)]);
    expect(prints['1']!.length).toBeLessThan(16);
    expect(prints['1']).not.toBe(prints['2']);
    expect(prints['3']).toBe('-');
  });
});
