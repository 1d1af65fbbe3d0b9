// The platforms' publishing rules in one table (spec 5 "Post build" and spec 9 "Platform media
// limits"): caption length and hashtags, and each file kind's size, length and shapes. One table
// for the app's caption editor and Build Post dialog and for the demo API, which refuses a
// caption or an upload that breaks it, as the real API does.
import type { Platform } from './types';

const MB = 1024 * 1024;

/** An aspect ratio as the platforms name it, e.g. 16:9 or 1.91:1. */
export interface AspectRatio {
  label: string;
  width: number;
  height: number;
}

const ratio = (width: number, height: number): AspectRatio => ({
  label: `${width}:${height}`,
  width,
  height,
});

export interface PlatformRules {
  caption: { characters: number; /** When the platform caps them. */ hashtags?: number };
  /** Null where the spec gives no image limit ("n/a"). */
  image: { maxBytes: number; ratios: readonly AspectRatio[] } | null;
  video: { maxBytes: number; maxSeconds: number; ratios: readonly AspectRatio[] };
}

export const PLATFORM_RULES = {
  instagram: {
    caption: { characters: 2200, hashtags: 30 },
    image: { maxBytes: 8 * MB, ratios: [ratio(1, 1), ratio(4, 5), ratio(16, 9)] },
    video: { maxBytes: 100 * MB, maxSeconds: 60, ratios: [ratio(1, 1), ratio(4, 5), ratio(16, 9)] },
  },
  facebook: {
    caption: { characters: 63206 },
    image: { maxBytes: 4 * MB, ratios: [ratio(1.91, 1), ratio(1, 1)] },
    video: { maxBytes: 1024 * MB, maxSeconds: 240, ratios: [ratio(16, 9), ratio(1, 1)] },
  },
  tiktok: {
    caption: { characters: 2200 },
    image: null,
    video: { maxBytes: 500 * MB, maxSeconds: 180, ratios: [ratio(9, 16)] },
  },
  youtube: {
    caption: { characters: 5000 },
    image: null,
    video: { maxBytes: 256 * 1024 * MB, maxSeconds: 43200, ratios: [ratio(16, 9)] },
  },
} as const satisfies Record<Platform, PlatformRules>;
