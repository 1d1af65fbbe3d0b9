// How a page that did not send a generation (a reload, another tab) tells that it has ended: the
// contract's only trace of a finished run is in the posts themselves. A generated post has a
// caption; a regenerated one has a new caption. Scheduled and published posts are never
// rewritten, so they are not waited for. A run with failed posts never looks ended this way: it
// is then waited for until its ten minutes have passed.
import type { CampaignPost } from '@/api/types';
import type { GenerationResult, GenerationRun } from '@/providers/generationRuns';

const NO_CAPTION = '-';

/** A short stand-in for a caption (the record stays small in localStorage). */
function fingerprint(caption: string | null): string {
  if (caption === null) return NO_CAPTION;
  let hash = 5381;
  for (let i = 0; i < caption.length; i++) hash = (hash * 33) ^ caption.charCodeAt(i);
  return `${caption.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

const isFinal = (post: CampaignPost) => post.status === 'scheduled' || post.status === 'published';

/** Each post's caption fingerprint, by post id: the state a run starts from. */
export function captionFingerprints(posts: readonly CampaignPost[]): Record<string, string> {
  return Object.fromEntries(posts.map((post) => [String(post.id), fingerprint(post.caption)]));
}

/** The run's end as the posts show it, or null while they show it still going. */
export function endSeenInPosts(
  run: GenerationRun,
  posts: readonly CampaignPost[],
): GenerationResult | null {
  const { before } = run;
  const targets = posts.filter(
    (post) => !isFinal(post) && (!run.postIds || run.postIds.includes(post.id)),
  );
  if (run.regenerate) {
    // Without the captions it started from, a rewrite cannot be told from the old text.
    if (!before) return null;
    const known = targets.filter((post) => String(post.id) in before);
    const rewritten = known.every((post) => fingerprint(post.caption) !== before[post.id]);
    return rewritten ? { summary: { successful: known.length, errors: 0 } } : null;
  }
  const drafts = before
    ? targets.filter((post) => before[post.id] === NO_CAPTION)
    : targets.filter((post) => post.caption === null);
  if (drafts.some((post) => post.caption === null)) return null;
  // Without the state it started from, how many posts it wrote is not known.
  return before ? { summary: { successful: drafts.length, errors: 0 } } : { detected: true };
}
