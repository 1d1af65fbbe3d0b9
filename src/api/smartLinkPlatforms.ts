// The platforms a smart link can point to (spec 02 §9; the contract leaves platform_name free
// text), in the order the screens offer them. One list for the smart-link screen, which adds the
// web hosts each profile lives on, and for the demo API's seed, which fills pages from it.
export const STREAMING_PLATFORM_NAMES = [
  'Spotify',
  'Apple Music',
  'Deezer',
  'YouTube Music',
  'Amazon Music',
  'Tidal',
  'SoundCloud',
  'Bandcamp',
  'Audiomack',
] as const;
export type StreamingPlatformName = (typeof STREAMING_PLATFORM_NAMES)[number];

export const SOCIAL_PLATFORM_NAMES = [
  'Instagram',
  'TikTok',
  'Facebook',
  'Twitter/X',
  'YouTube',
  'Threads',
  'Snapchat',
  'LinkedIn',
  'Website',
] as const;
export type SocialPlatformName = (typeof SOCIAL_PLATFORM_NAMES)[number];
