// What a post is about, read from its template name, so that captions, visual descriptions and
// the artist's TODO list fit e.g. a countdown or a live clip. Edited or unknown template names
// fall back to a release announcement.
import type { ContentLanguage } from '@/api/types';

export type PostKind =
  | 'announce'
  | 'teaser'
  | 'presave'
  | 'countdown'
  | 'outnow'
  | 'video'
  | 'live'
  | 'lyrics'
  | 'fans'
  | 'behind'
  | 'thanks'
  | 'community'
  | 'next';

/** First match wins: "What's next teaser" is about what's next, not a teaser. */
const RULES: Array<[PostKind, RegExp]> = [
  ['next', /what's next|next single|tour/],
  ['countdown', /countdown/],
  ['community', /q&a|poll|ask me/],
  ['outnow', /out now/],
  ['live', /live|acoustic|listening party/],
  ['teaser', /teaser|snippet|chorus hook/],
  ['presave', /pre-save|last call|save the date/],
  ['video', /lyric video|music video|visualizer|premiere/],
  ['lyrics', /lyric/],
  ['fans', /fan|duet|challenge/],
  ['behind', /behind|storytime|making-of|studio/],
  ['thanks', /thank|milestone|press|photo dump|playlist/],
  ['outnow', /release day|listen everywhere|official sound/],
];

export function postKind(templateName: string | null): PostKind {
  const name = (templateName ?? '').toLowerCase();
  return RULES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'announce';
}

export type BaseLanguage = 'en' | 'fr' | 'es';

export const baseLanguage = (language: ContentLanguage | string): BaseLanguage =>
  language.startsWith('fr') ? 'fr' : language === 'es' ? 'es' : 'en';

/** Formats that can only be a video (TikTok, reels, shorts, stories are vertical video here). */
export const isVideoFormat = (platform: string, format: string): boolean =>
  platform === 'tiktok' || ['reel', 'short', 'video'].includes(format);
