import { describe, expect, it } from 'vitest';
import { PLATFORM_RULES } from '../../api/platformRules';
import {
  captionLength,
  captionParts,
  captionProblems,
  hashtagCount,
  kindOfMime,
  kindProblem,
  matchesRatio,
  mediaProblems,
  requiredKind,
} from './platformRules';

const MB = 1024 * 1024;
const labels = (ratios: readonly { label: string }[]) => ratios.map((r) => r.label);

describe('the platform rules table (spec 9)', () => {
  it('holds the caption limits and Instagram’s hashtag cap', () => {
    expect(PLATFORM_RULES.instagram.caption).toEqual({ characters: 2200, hashtags: 30 });
    expect(PLATFORM_RULES.facebook.caption).toEqual({ characters: 63206 });
    expect(PLATFORM_RULES.tiktok.caption).toEqual({ characters: 2200 });
    expect(PLATFORM_RULES.youtube.caption).toEqual({ characters: 5000 });
  });

  it('holds the image and video sizes, the video lengths and the aspect ratios', () => {
    expect(PLATFORM_RULES.instagram.image?.maxBytes).toBe(8 * 1048576);
    expect(PLATFORM_RULES.facebook.image?.maxBytes).toBe(4 * 1048576);
    expect(PLATFORM_RULES.tiktok.image).toBeNull();
    expect(PLATFORM_RULES.youtube.image).toBeNull();
    expect(PLATFORM_RULES.instagram.video).toMatchObject({ maxBytes: 104857600, maxSeconds: 60 });
    expect(PLATFORM_RULES.facebook.video).toMatchObject({ maxBytes: 1073741824, maxSeconds: 240 });
    expect(PLATFORM_RULES.tiktok.video).toMatchObject({ maxBytes: 524288000, maxSeconds: 180 });
    expect(PLATFORM_RULES.youtube.video).toMatchObject({
      maxBytes: 274877906944,
      maxSeconds: 43200,
    });
    expect(labels(PLATFORM_RULES.instagram.image?.ratios ?? [])).toEqual(['1:1', '4:5', '16:9']);
    expect(labels(PLATFORM_RULES.facebook.image?.ratios ?? [])).toEqual(['1.91:1', '1:1']);
    expect(labels(PLATFORM_RULES.facebook.video.ratios)).toEqual(['16:9', '1:1']);
    expect(labels(PLATFORM_RULES.tiktok.video.ratios)).toEqual(['9:16']);
    expect(labels(PLATFORM_RULES.youtube.video.ratios)).toEqual(['16:9']);
  });
});

describe('caption checks', () => {
  it('counts an emoji as one character and finds hashtags', () => {
    expect(captionLength('Ce soir 🌃')).toBe(9);
    expect(hashtagCount('#live at #montreal, not a#tag')).toBe(2);
  });

  it('flags a caption over the limit and too many hashtags', () => {
    expect(captionProblems('a'.repeat(2200), 'tiktok')).toEqual({
      tooLong: false,
      tooManyHashtags: false,
    });
    expect(captionProblems('a'.repeat(2201), 'tiktok').tooLong).toBe(true);
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    expect(captionProblems(tags, 'instagram').tooManyHashtags).toBe(true);
    expect(captionProblems(tags, 'facebook').tooManyHashtags).toBe(false);
  });
});

describe('file kind rules (spec 5)', () => {
  it('needs a video for TikTok, YouTube shorts and reels, an image for YouTube community', () => {
    expect(requiredKind({ platform: 'tiktok', content_format: 'post' })).toBe('video');
    expect(requiredKind({ platform: 'youtube', content_format: 'short' })).toBe('video');
    expect(requiredKind({ platform: 'instagram', content_format: 'reel' })).toBe('video');
    expect(requiredKind({ platform: 'youtube', content_format: 'community' })).toBe('image');
    expect(requiredKind({ platform: 'instagram', content_format: 'post' })).toBeNull();
    expect(requiredKind({ platform: 'youtube', content_format: 'video' })).toBeNull();
  });

  it('names what is wrong with a file’s kind', () => {
    const reel = { platform: 'instagram', content_format: 'reel' };
    const community = { platform: 'youtube', content_format: 'community' };
    const post = { platform: 'facebook', content_format: 'post' };
    expect(kindOfMime('image/png')).toBe('image');
    expect(kindOfMime('VIDEO/MP4')).toBe('video');
    expect(kindOfMime('text/plain')).toBeNull();
    expect(kindProblem(post, null)).toBe('invalid_type');
    expect(kindProblem(reel, 'image')).toBe('needs_video');
    expect(kindProblem(community, 'video')).toBe('needs_image');
    expect(kindProblem(post, 'image')).toBeNull();
    expect(kindProblem(post, 'video')).toBeNull();
  });
});

describe('media limits (spec 9)', () => {
  it('accepts a file within every limit', () => {
    expect(
      mediaProblems('instagram', { kind: 'image', bytes: 8 * MB, width: 1080, height: 1350 }),
    ).toEqual([]);
    expect(
      mediaProblems('tiktok', {
        kind: 'video',
        bytes: MB,
        seconds: 180,
        width: 1080,
        height: 1920,
      }),
    ).toEqual([]);
  });

  it('flags size, length and aspect ratio', () => {
    expect(mediaProblems('facebook', { kind: 'image', bytes: 4 * MB + 1 })).toEqual([
      { type: 'too_large', kind: 'image', maxBytes: 4194304 },
    ]);
    expect(mediaProblems('instagram', { kind: 'video', seconds: 61 })).toEqual([
      { type: 'too_long', maxSeconds: 60 },
    ]);
    const [problem] = mediaProblems('youtube', { kind: 'video', width: 1080, height: 1920 });
    expect(problem?.type).toBe('aspect_ratio');
  });

  it('reads 1.91:1 with a little rounding and leaves unknown measures unchecked', () => {
    expect(matchesRatio(1200, 628, PLATFORM_RULES.facebook.image?.ratios ?? [])).toBe(true);
    expect(matchesRatio(1080, 1920, PLATFORM_RULES.facebook.image?.ratios ?? [])).toBe(false);
    expect(mediaProblems('youtube', { kind: 'image', bytes: 50 * MB })).toEqual([]);
    expect(mediaProblems('tiktok', { kind: 'video' })).toEqual([]);
  });
});

describe('a caption’s hashtags, set apart', () => {
  it('splits plain text and the hashtags the counts count', () => {
    expect(captionParts('Out now #NeonRivers, see you at #live_2026!')).toEqual([
      { text: 'Out now ', hashtag: false },
      { text: '#NeonRivers', hashtag: true },
      { text: ', see you at ', hashtag: false },
      { text: '#live_2026', hashtag: true },
      { text: '!', hashtag: false },
    ]);
    expect(captionParts('#été\nR&#233;sumé a#b')).toEqual([
      { text: '#été', hashtag: true },
      { text: '\nR&#233;sumé a#b', hashtag: false },
    ]);
    expect(captionParts('')).toEqual([]);
  });
});
