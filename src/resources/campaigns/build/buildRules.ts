// The Build Post rules (spec 5) and the platform's media limits (spec 9) as messages to show:
// an i18n key under app.campaigns.build.errors and its values.
import type { CampaignPost } from '@/api/types';
import {
  captionLimitOf,
  captionProblems,
  kindProblem,
  mediaProblems,
  type MediaProblem,
} from '@/components/promotion/platformRules';
import type { BuildFile } from './buildFile';

export type BuildProblem =
  | { field: 'file'; key: 'file_required' | 'invalid_type' | 'needs_video' | 'needs_image' }
  | { field: 'file'; key: 'media'; problem: MediaProblem }
  | { field: 'caption'; key: 'caption_required' }
  | { field: 'caption'; key: 'caption_too_long'; max: number }
  | { field: 'caption'; key: 'too_many_hashtags'; max: number };

type PostRules = Pick<CampaignPost, 'platform' | 'content_format'>;

export function fileProblems(post: PostRules, file: BuildFile | null): BuildProblem[] {
  if (!file) return [{ field: 'file', key: 'file_required' }];
  const wrongKind = kindProblem(post, file.kind);
  if (wrongKind) return [{ field: 'file', key: wrongKind }];
  if (!file.kind) return [];
  return mediaProblems(post.platform, { kind: file.kind, ...file.facts }).map((problem) => ({
    field: 'file',
    key: 'media',
    problem,
  }));
}

export function captionRuleProblems(post: PostRules, caption: string): BuildProblem[] {
  if (caption.trim() === '') return [{ field: 'caption', key: 'caption_required' }];
  const limit = captionLimitOf(post.platform);
  const problems = captionProblems(caption, post.platform);
  const found: BuildProblem[] = [];
  if (limit && problems.tooLong) {
    found.push({ field: 'caption', key: 'caption_too_long', max: limit.characters });
  }
  if (limit?.hashtags !== undefined && problems.tooManyHashtags) {
    found.push({ field: 'caption', key: 'too_many_hashtags', max: limit.hashtags });
  }
  return found;
}

export const buildProblems = (post: PostRules, file: BuildFile | null, caption: string) => [
  ...fileProblems(post, file),
  ...captionRuleProblems(post, caption),
];

/** "Required" problems wait for a first try; the others show as soon as they exist. */
export const isRequiredProblem = (problem: BuildProblem) =>
  problem.key === 'file_required' || problem.key === 'caption_required';
