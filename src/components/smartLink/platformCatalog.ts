// The platforms a smart link can point to (spec 02 §9, names shared with the demo API in
// api/smartLinkPlatforms.ts), with the web hosts each one's profile addresses live on. The hosts
// only feed a warning: a link on another host is still accepted, since platforms add hosts and
// short links over time.
import {
  SOCIAL_PLATFORM_NAMES,
  STREAMING_PLATFORM_NAMES,
  type SocialPlatformName,
  type StreamingPlatformName,
} from '../../api/smartLinkPlatforms';
import type { SmartLinkPlatformType } from '../../api/types';
import { httpUrl } from '../../lib/safeUrl';

export interface PlatformInfo {
  name: string;
  type: SmartLinkPlatformType;
  /** Hosts (and their subdomains) a profile of this platform is served from; empty for any. */
  hosts: readonly string[];
}

const STREAMING_HOSTS: Record<StreamingPlatformName, readonly string[]> = {
  Spotify: ['spotify.com', 'spotify.link'],
  'Apple Music': ['music.apple.com', 'itunes.apple.com'],
  Deezer: ['deezer.com', 'deezer.page.link', 'dzr.page.link'],
  'YouTube Music': ['music.youtube.com'],
  // Amazon Music lives on each country's Amazon domain.
  'Amazon Music': [
    ...[
      'com',
      'ca',
      'co.uk',
      'de',
      'fr',
      'es',
      'it',
      'co.jp',
      'com.au',
      'com.br',
      'com.mx',
      'in',
    ].map((tld) => `amazon.${tld}`),
    'amzn.to',
  ],
  Tidal: ['tidal.com'],
  SoundCloud: ['soundcloud.com', 'on.soundcloud.com'],
  Bandcamp: ['bandcamp.com'],
  Audiomack: ['audiomack.com'],
};

const SOCIAL_HOSTS: Record<SocialPlatformName, readonly string[]> = {
  Instagram: ['instagram.com', 'instagr.am'],
  TikTok: ['tiktok.com'],
  Facebook: ['facebook.com', 'fb.com', 'fb.me'],
  'Twitter/X': ['x.com', 'twitter.com'],
  YouTube: ['youtube.com', 'youtu.be'],
  Threads: ['threads.net', 'threads.com'],
  Snapchat: ['snapchat.com'],
  LinkedIn: ['linkedin.com', 'lnkd.in'],
  // An artist's own site can be anywhere.
  Website: [],
};

export const STREAMING_PLATFORMS: readonly PlatformInfo[] = STREAMING_PLATFORM_NAMES.map(
  (name) => ({ name, type: 'streaming', hosts: STREAMING_HOSTS[name] }),
);

export const SOCIAL_PLATFORMS: readonly PlatformInfo[] = SOCIAL_PLATFORM_NAMES.map((name) => ({
  name,
  type: 'social',
  hosts: SOCIAL_HOSTS[name],
}));

export const PLATFORMS_BY_TYPE: Record<SmartLinkPlatformType, readonly PlatformInfo[]> = {
  streaming: STREAMING_PLATFORMS,
  social: SOCIAL_PLATFORMS,
};

export const findPlatform = (name: string): PlatformInfo | undefined =>
  [...STREAMING_PLATFORMS, ...SOCIAL_PLATFORMS].find((p) => p.name === name);

// An http or https address; anything else (javascript:, data:, mailto:, text) is not a link.
export { httpUrl };

/**
 * True when the address is a valid http(s) URL on a host that is not the platform's (a Deezer
 * link in the Spotify entry). Unknown platforms and platforms without hosts never mismatch.
 */
export function isForeignHost(platformName: string, value: string): boolean {
  const url = httpUrl(value);
  const hosts = findPlatform(platformName)?.hosts ?? [];
  if (!url || hosts.length === 0) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return !hosts.some((h) => host === h || host.endsWith(`.${h}`));
}
