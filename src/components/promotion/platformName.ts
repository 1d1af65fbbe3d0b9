// Platform names are brands, the same in every language: they are not translated.
const NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export const platformName = (platform: string): string => NAMES[platform] ?? platform;
