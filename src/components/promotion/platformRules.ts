// The platforms' publishing rules (spec 5 "Post build" and spec 9 "Platform media limits") as the
// caption editor and the Build Post dialog check them. The table itself is shared with the demo
// API, which refuses what breaks it (api/platformRules.ts).
import { PLATFORM_RULES, type AspectRatio, type PlatformRules } from '../../api/platformRules';
import type { Platform } from '../../api/types';

const isPlatform = (platform: string): platform is Platform => platform in PLATFORM_RULES;

export const rulesOf = (platform: string): PlatformRules | undefined =>
  isPlatform(platform) ? PLATFORM_RULES[platform] : undefined;

export const captionLimitOf = (platform: string) => rulesOf(platform)?.caption;

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export const captionLength = (caption: string): number => Array.from(caption).length;

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;

export const hashtagCount = (caption: string): number => caption.match(HASHTAG)?.length ?? 0;

export interface CaptionPart {
  text: string;
  hashtag: boolean;
}

/** The caption in runs of plain text and hashtags: the hashtags the counts above count. */
export function captionParts(caption: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let done = 0;
  for (const match of caption.matchAll(HASHTAG)) {
    // The match starts with the character before the #, which is plain text.
    const start = match.index + match[1].length;
    const end = match.index + match[0].length;
    if (start > done) parts.push({ text: caption.slice(done, start), hashtag: false });
    parts.push({ text: caption.slice(start, end), hashtag: true });
    done = end;
  }
  if (done < caption.length) parts.push({ text: caption.slice(done), hashtag: false });
  return parts;
}

/** What breaks the platform's rules: too many characters, too many hashtags. */
export function captionProblems(caption: string, platform: string) {
  const limit = captionLimitOf(platform);
  return {
    tooLong: limit !== undefined && captionLength(caption) > limit.characters,
    tooManyHashtags: limit?.hashtags !== undefined && hashtagCount(caption) > limit.hashtags,
  };
}

export type MediaKind = 'image' | 'video';

/** The kind a post needs (spec 5): video for TikTok, YouTube shorts and reels; an image for YouTube community. */
export function requiredKind(post: { platform: string; content_format: string }): MediaKind | null {
  if (post.platform === 'tiktok' || post.content_format === 'reel') return 'video';
  if (post.platform === 'youtube' && post.content_format === 'short') return 'video';
  if (post.platform === 'youtube' && post.content_format === 'community') return 'image';
  return null;
}

/** A MIME type's kind, or null when it is neither an image nor a video. */
export const kindOfMime = (mime: string): MediaKind | null => {
  const type = mime.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
};

/** Why a file of this kind does not fit the post; null when it does. */
export function kindProblem(
  post: { platform: string; content_format: string },
  kind: MediaKind | null,
): 'invalid_type' | 'needs_video' | 'needs_image' | null {
  if (kind === null) return 'invalid_type';
  const required = requiredKind(post);
  if (required === 'video' && kind !== 'video') return 'needs_video';
  if (required === 'image' && kind !== 'image') return 'needs_image';
  return null;
}

/** What is known of a media file; a missing measure is not checked. */
export interface MediaFacts {
  kind: MediaKind;
  bytes?: number;
  seconds?: number;
  width?: number;
  height?: number;
}

export type MediaProblem =
  | { type: 'too_large'; kind: MediaKind; maxBytes: number }
  | { type: 'too_long'; maxSeconds: number }
  | { type: 'aspect_ratio'; ratios: readonly AspectRatio[] };

/** Ratios within 2% count as the same: encoders round sizes to even pixels. */
const RATIO_TOLERANCE = 0.02;

export const matchesRatio = (width: number, height: number, ratios: readonly AspectRatio[]) =>
  ratios.some(
    (r) => Math.abs(width / height - r.width / r.height) <= (r.width / r.height) * RATIO_TOLERANCE,
  );

/** The platform's media limits (spec 9) this file breaks, in the order a user fixes them. */
export function mediaProblems(platform: string, facts: MediaFacts): MediaProblem[] {
  const rules = rulesOf(platform);
  if (!rules) return [];
  const limits = facts.kind === 'image' ? rules.image : rules.video;
  if (!limits) return [];
  const problems: MediaProblem[] = [];
  if (facts.bytes !== undefined && facts.bytes > limits.maxBytes) {
    problems.push({ type: 'too_large', kind: facts.kind, maxBytes: limits.maxBytes });
  }
  const { maxSeconds } = rules.video;
  if (facts.kind === 'video' && facts.seconds !== undefined && facts.seconds > maxSeconds) {
    problems.push({ type: 'too_long', maxSeconds });
  }
  const { width, height } = facts;
  if (width && height && !matchesRatio(width, height, limits.ratios)) {
    problems.push({ type: 'aspect_ratio', ratios: limits.ratios });
  }
  return problems;
}
