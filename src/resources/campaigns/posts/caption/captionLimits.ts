// The platforms' caption limits (spec 9, platform media limits).

interface CaptionLimit {
  characters: number;
  /** The most hashtags the platform accepts, when it caps them. */
  hashtags?: number;
}

const LIMITS: Record<string, CaptionLimit> = {
  instagram: { characters: 2200, hashtags: 30 },
  facebook: { characters: 63206 },
  tiktok: { characters: 2200 },
  youtube: { characters: 5000 },
};

export const captionLimitOf = (platform: string): CaptionLimit | undefined => LIMITS[platform];

/** Characters as a reader counts them: an emoji or an accented letter is one. */
export const captionLength = (caption: string): number => Array.from(caption).length;

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu;

export const hashtagCount = (caption: string): number => caption.match(HASHTAG)?.length ?? 0;

/** What breaks the platform's rules: too many characters, too many hashtags. */
export function captionProblems(caption: string, platform: string) {
  const limit = captionLimitOf(platform);
  return {
    tooLong: limit !== undefined && captionLength(caption) > limit.characters,
    tooManyHashtags: limit?.hashtags !== undefined && hashtagCount(caption) > limit.hashtags,
  };
}
