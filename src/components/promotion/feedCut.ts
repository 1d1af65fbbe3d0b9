// Where each platform's feed cuts a caption behind "… more". These are FEED TRUNCATION POINTS,
// not the caption limits of spec 9 (PLATFORM_RULES): a caption may be much longer, the reader
// taps "more" to read the rest. The numbers are the ones the platforms' help pages and the
// usual social media guides give (Instagram about 125 characters or two lines, Facebook about
// 477 characters, TikTok about 150, YouTube about 100); the apps also stop at a few lines.
import type { Platform } from '../../api/types';

export interface FeedCutPoint {
  /** Characters shown before "… more", as a reader counts them. */
  characters: number;
  /** Lines shown before "… more", whatever their length. */
  lines: number;
}

export const FEED_CUTS: Record<Platform, FeedCutPoint> = {
  instagram: { characters: 125, lines: 2 },
  facebook: { characters: 477, lines: 5 },
  tiktok: { characters: 150, lines: 2 },
  youtube: { characters: 100, lines: 3 },
};

export interface FeedCut {
  /** What the feed shows before "… more": the whole caption when it is not cut. */
  text: string;
  cut: boolean;
}

// By grapheme, so that an emoji (even a family of several code points) is never split.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const whole = (caption: string): FeedCut => ({ text: caption, cut: false });

/**
 * The caption as the platform's feed shows it before "more": cut after its number of
 * characters (back to the last space, not in a word) or of lines, whichever comes first.
 * Reads no further than the cut point, so a 63 206-character caption costs no more than a short one.
 */
export function feedCut(caption: string, platform: Platform): FeedCut {
  const { characters, lines } = FEED_CUTS[platform];
  let count = 0;
  let breaks = 0;
  for (const { segment, index } of graphemes.segment(caption)) {
    const lineBreak = segment === '\n' || segment === '\r\n';
    if (lineBreak) breaks += 1;
    if (count === characters || (lineBreak && breaks === lines)) {
      if (caption.slice(index).trim() === '') return whole(caption);
      return { text: backToWord(caption.slice(0, index), lineBreak ? '' : segment), cut: true };
    }
    count += 1;
  }
  return whole(caption);
}

/** The shown part without a word cut in two (unless it is all one word) nor trailing spaces. */
function backToWord(head: string, next: string): string {
  const inWord = next !== '' && /\S/.test(next) && /\S$/.test(head);
  const lastSpace = head.search(/\s\S*$/);
  return (inWord && lastSpace > 0 ? head.slice(0, lastSpace) : head).trimEnd();
}
