// The 78 pre-configured posts of a campaign: seven weeks around the launch week (0), across
// Facebook, Instagram, TikTok and YouTube. Every phase (before, at, after launch) has paid posts
// on every platform group (Meta, TikTok, YouTube) so that the whole budget can be allocated.
import type { Platform, PostTemplate } from '@/api/types';

type Row = [week: number, platform: Platform, format: string, paid: boolean, name: string];

const P = true;
const O = false;

const ROWS: Row[] = [
  // Week -3: announcement
  [-3, 'facebook', 'post', O, 'Release announcement'],
  [-3, 'instagram', 'post', P, 'Cover art reveal'],
  [-3, 'instagram', 'story', O, 'Save the date story'],
  [-3, 'tiktok', 'video', O, 'Studio vibe – first listen'],
  [-3, 'youtube', 'community', O, 'Community post – release announcement'],
  [-3, 'instagram', 'reel', P, 'Teaser – studio snippet'],
  [-3, 'tiktok', 'video', P, 'Teaser – 10s instrumental hook'],
  [-3, 'youtube', 'short', P, 'Short – studio snippet'],
  [-3, 'facebook', 'post', P, 'Pre-save campaign launch'],
  // Week -2: teasers
  [-2, 'instagram', 'reel', P, 'Teaser – 15s chorus hook'],
  [-2, 'tiktok', 'video', P, 'Lyric challenge teaser'],
  [-2, 'facebook', 'post', O, 'Behind the song'],
  [-2, 'instagram', 'post', O, 'Tracklist reveal'],
  [-2, 'instagram', 'story', O, 'Q&A sticker – ask me anything'],
  [-2, 'youtube', 'short', P, 'Short – chorus hook'],
  [-2, 'youtube', 'community', O, 'Community poll – favourite teaser'],
  [-2, 'tiktok', 'video', O, 'Behind the song – storytime'],
  [-2, 'facebook', 'video', P, 'Teaser – 30s video'],
  [-2, 'instagram', 'story', O, 'Pre-save reminder story'],
  // Week -1: countdown
  [-1, 'facebook', 'post', O, 'Countdown – 7 days'],
  [-1, 'instagram', 'post', O, 'Countdown – 7 days'],
  [-1, 'instagram', 'reel', P, 'Teaser – music video preview'],
  [-1, 'tiktok', 'video', O, 'Countdown – 5 days'],
  [-1, 'tiktok', 'video', P, 'Duet invitation'],
  [-1, 'youtube', 'short', P, 'Teaser – music video preview'],
  [-1, 'youtube', 'community', O, 'Premiere announcement'],
  [-1, 'instagram', 'story', O, 'Countdown – 3 days'],
  [-1, 'facebook', 'post', P, 'Countdown – 3 days'],
  [-1, 'tiktok', 'video', O, 'Countdown – 1 day'],
  [-1, 'instagram', 'story', O, 'Countdown – tomorrow'],
  [-1, 'facebook', 'story', O, 'Countdown – tomorrow'],
  // Week 0: launch
  [0, 'facebook', 'post', P, 'Out now – release day'],
  [0, 'instagram', 'post', P, 'Out now – release day'],
  [0, 'instagram', 'reel', P, 'Out now – first 15 seconds'],
  [0, 'instagram', 'story', O, 'Out now – link sticker'],
  [0, 'tiktok', 'video', P, 'Out now – official sound'],
  [0, 'tiktok', 'video', O, 'Release day reaction'],
  [0, 'youtube', 'video', P, 'Official music video premiere'],
  [0, 'youtube', 'short', P, 'Out now – hook'],
  [0, 'youtube', 'community', O, 'Thank you – release day'],
  [0, 'facebook', 'video', O, 'Release day live recap'],
  [0, 'instagram', 'story', O, 'Listening party reminder'],
  [0, 'tiktok', 'video', O, 'Lyric breakdown – verse 1'],
  [0, 'facebook', 'post', O, 'Listen everywhere – streaming links'],
  [0, 'instagram', 'reel', P, 'Fan reactions compilation'],
  [0, 'youtube', 'short', O, 'Behind the scenes – video shoot'],
  [0, 'tiktok', 'video', P, 'Trend challenge launch'],
  // Week +1: momentum
  [1, 'instagram', 'reel', P, 'Behind the scenes – video shoot'],
  [1, 'tiktok', 'video', O, 'Fan duets spotlight'],
  [1, 'facebook', 'post', O, 'Thank you – first week'],
  [1, 'youtube', 'short', P, 'Acoustic version snippet'],
  [1, 'instagram', 'post', O, 'Lyric quote card'],
  [1, 'tiktok', 'video', P, 'Lyric breakdown – chorus'],
  [1, 'youtube', 'video', O, 'Lyric video'],
  [1, 'instagram', 'story', O, 'Fan repost round-up'],
  [1, 'facebook', 'video', P, 'Acoustic session'],
  [1, 'youtube', 'community', O, 'Poll – next single'],
  [1, 'instagram', 'reel', P, 'Dance challenge'],
  [1, 'tiktok', 'video', O, 'Storytime – writing the hook'],
  // Week +2: live and press
  [2, 'instagram', 'post', O, 'Press quote highlight'],
  [2, 'tiktok', 'video', P, 'Live performance clip'],
  [2, 'facebook', 'post', O, 'Playlist placement thank-you'],
  [2, 'youtube', 'short', P, 'Live performance clip'],
  [2, 'instagram', 'reel', P, 'Live performance clip'],
  [2, 'instagram', 'story', O, 'Streaming milestone'],
  [2, 'tiktok', 'video', O, 'Q&A – answering comments'],
  [2, 'youtube', 'community', O, 'Behind the lyrics'],
  [2, 'facebook', 'video', P, 'Making-of mini documentary'],
  [2, 'tiktok', 'video', O, 'Remix teaser'],
  // Week +3: wrap-up
  [3, 'instagram', 'post', O, 'Photo dump – release month'],
  [3, 'instagram', 'reel', P, 'Best fan covers'],
  [3, 'tiktok', 'video', P, 'Thank-you montage'],
  [3, 'facebook', 'post', O, 'Tour and shows announcement'],
  [3, 'youtube', 'short', P, 'Fan covers compilation'],
  [3, 'youtube', 'video', O, 'Visualizer'],
  [3, 'instagram', 'story', O, "What's next teaser"],
  [3, 'facebook', 'post', P, 'Last call – support the release'],
  [3, 'tiktok', 'video', O, "What's next teaser"],
];

export function seedPostTemplates(): PostTemplate[] {
  return ROWS.map(
    ([week_offset, platform, content_format, is_paid_promotion, template_name], i) => ({
      id: i + 1,
      template_name,
      platform,
      content_format,
      week_offset,
      is_paid_promotion,
      is_active: true,
    }),
  );
}
