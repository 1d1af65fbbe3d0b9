// Each platform's feed colours, so a preview reads as it would in its feed: the colours only,
// in the platform's spirit; no logo is copied.
import type { Platform } from '../../api/types';

export interface PlatformLook {
  background: string;
  text: string;
  secondary: string;
  hashtag: string;
  /** Behind the artist's initials. */
  avatar: string;
  /** Behind an image or a video that does not fill its frame, and the empty frame. */
  frame: string;
}

export const PLATFORM_LOOKS: Record<Platform, PlatformLook> = {
  instagram: {
    background: '#ffffff',
    text: '#262626',
    secondary: '#737373',
    hashtag: '#00376b',
    avatar: 'linear-gradient(45deg, #f09433, #dc2743 50%, #bc1888)',
    frame: '#efefef',
  },
  tiktok: {
    background: '#121212',
    text: '#ffffff',
    secondary: '#a8a8a8',
    hashtag: '#ffffff',
    avatar: '#fe2c55',
    frame: '#000000',
  },
  facebook: {
    background: '#ffffff',
    text: '#050505',
    secondary: '#65676b',
    hashtag: '#0064d1',
    avatar: '#1877f2',
    frame: '#f0f2f5',
  },
  youtube: {
    background: '#ffffff',
    text: '#0f0f0f',
    secondary: '#606060',
    hashtag: '#065fd4',
    avatar: '#cc0000',
    frame: '#f2f2f2',
  },
};
