// The platforms a smart link can point to (spec 02 §9), with the web hosts each one's profile
// addresses live on. The hosts only feed a warning: a link on another host is still accepted,
// since platforms add hosts and short links over time.
import type { SmartLinkPlatformType } from '../../../api/types';
import { httpUrl } from '../../../lib/safeUrl';

export interface PlatformInfo {
  name: string;
  type: SmartLinkPlatformType;
  /** Hosts (and their subdomains) a profile of this platform is served from; empty for any. */
  hosts: readonly string[];
}

export const STREAMING_PLATFORMS: readonly PlatformInfo[] = [
  { name: 'Spotify', type: 'streaming', hosts: ['spotify.com', 'spotify.link'] },
  { name: 'Apple Music', type: 'streaming', hosts: ['music.apple.com', 'itunes.apple.com'] },
  { name: 'Deezer', type: 'streaming', hosts: ['deezer.com', 'deezer.page.link', 'dzr.page.link'] },
  { name: 'YouTube Music', type: 'streaming', hosts: ['music.youtube.com'] },
  {
    name: 'Amazon Music',
    type: 'streaming',
    // Amazon Music lives on each country's Amazon domain.
    hosts: [
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
  },
  { name: 'Tidal', type: 'streaming', hosts: ['tidal.com'] },
  { name: 'SoundCloud', type: 'streaming', hosts: ['soundcloud.com', 'on.soundcloud.com'] },
  { name: 'Bandcamp', type: 'streaming', hosts: ['bandcamp.com'] },
  { name: 'Audiomack', type: 'streaming', hosts: ['audiomack.com'] },
];

export const SOCIAL_PLATFORMS: readonly PlatformInfo[] = [
  { name: 'Instagram', type: 'social', hosts: ['instagram.com', 'instagr.am'] },
  { name: 'TikTok', type: 'social', hosts: ['tiktok.com'] },
  { name: 'Facebook', type: 'social', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  { name: 'Twitter/X', type: 'social', hosts: ['x.com', 'twitter.com'] },
  { name: 'YouTube', type: 'social', hosts: ['youtube.com', 'youtu.be'] },
  { name: 'Threads', type: 'social', hosts: ['threads.net', 'threads.com'] },
  { name: 'Snapchat', type: 'social', hosts: ['snapchat.com'] },
  { name: 'LinkedIn', type: 'social', hosts: ['linkedin.com', 'lnkd.in'] },
  // An artist's own site can be anywhere.
  { name: 'Website', type: 'social', hosts: [] },
];

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
