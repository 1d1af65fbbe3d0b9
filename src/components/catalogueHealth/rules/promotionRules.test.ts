import { describe, expect, it } from 'vitest';
import type { Campaign, SmartLinkPlatform } from '@/api/types';
import { campaignReviewBeforeLaunch, smartLinkUrlWarning } from './promotionRules';
import { campaign, catalogue, platform, TODAY } from './records.testkit';

describe('campaigns.review_before_launch', () => {
  const found = (campaigns: Campaign[]) =>
    campaignReviewBeforeLaunch.check(catalogue({ campaigns })).map((f) => [f.id, f.value]);

  it('finds campaigns launching from today to today + 14 days with posts to review', () => {
    const campaigns = [
      campaign({ id: 1, launch_date: TODAY, needs_review_count: 1 }),
      campaign({ id: 2, launch_date: '2026-11-29', pending_admin_review_count: 2 }),
      campaign({ id: 3, launch_date: '2026-11-30', needs_review_count: 3 }),
      campaign({ id: 4, launch_date: '2026-11-14', needs_review_count: 3 }),
      campaign({ id: 5, launch_date: '2026-11-20' }),
    ];
    expect(found(campaigns)).toEqual([
      [1, `1 · ${TODAY}`],
      [2, '2 · 2026-11-29'],
    ]);
  });

  it('adds posts needing review and posts awaiting the admin’s review', () => {
    const campaigns = [
      campaign({ launch_date: '2026-11-20', needs_review_count: 4, pending_admin_review_count: 2 }),
    ];
    expect(found(campaigns)).toEqual([[1, '6 · 2026-11-20']]);
  });

  it('leaves completed and cancelled campaigns out, and no other status', () => {
    const statuses = ['draft', 'scheduled', 'active', 'paused', 'completed', 'cancelled'] as const;
    const campaigns = statuses.map((status, index) =>
      campaign({ id: index + 1, status, launch_date: '2026-11-20', needs_review_count: 1 }),
    );
    expect(found(campaigns).map(([id]) => id)).toEqual([1, 2, 3, 4]);
  });

  it('names the campaign and its artist', () => {
    const [finding] = campaignReviewBeforeLaunch.check(
      catalogue({ campaigns: [campaign({ needs_review_count: 1 })] }),
    );
    expect(finding).toMatchObject({
      id: 1,
      name: 'Lumières de la ville – EP launch',
      artistId: 1,
      artistName: 'Lune Rivière',
    });
  });
});

describe('smartLinks.url_warning', () => {
  const link = (artistId: number, platforms: SmartLinkPlatform[]) => ({
    artistId,
    artistName: `Artist ${artistId}`,
    platforms,
  });

  it('finds links with an address on another host than its platform’s, one finding per artist', () => {
    const smartLinks = [
      link(1, [
        platform({ platform_name: 'Spotify', profile_url: 'https://www.deezer.com/fr/artist/1' }),
        platform({ platform_name: 'Deezer', profile_url: 'https://www.deezer.com/fr/artist/1' }),
        platform({
          platform_name: 'Instagram',
          profile_url: 'https://www.tiktok.com/@lune',
          is_visible: false,
        }),
      ]),
      link(2, [platform({ platform_name: 'Spotify', profile_url: 'https://open.spotify.com/a' })]),
    ];
    expect(smartLinkUrlWarning.check(catalogue({ smartLinks }))).toEqual([
      {
        id: 1,
        name: 'Artist 1',
        artistId: 1,
        artistName: 'Artist 1',
        value:
          'Spotify (https://www.deezer.com/fr/artist/1), Instagram (https://www.tiktok.com/@lune)',
      },
    ]);
  });

  it('accepts a platform’s subdomains, other hosts of it, any case and a website anywhere', () => {
    const smartLinks = [
      link(1, [
        platform({ platform_name: 'Bandcamp', profile_url: 'https://lune.bandcamp.com' }),
        platform({ platform_name: 'Twitter/X', profile_url: 'https://twitter.com/lune' }),
        platform({ platform_name: 'Spotify', profile_url: 'https://OPEN.SPOTIFY.COM/artist/1' }),
        platform({ platform_name: 'Website', profile_url: 'https://lune.example.org' }),
      ]),
    ];
    expect(smartLinkUrlWarning.check(catalogue({ smartLinks }))).toEqual([]);
  });

  it('finds addresses the form refuses: missing, or not http(s)', () => {
    const smartLinks = [
      link(1, [platform({ platform_name: 'Spotify', profile_url: '' })]),
      link(2, [platform({ platform_name: 'Spotify', profile_url: 'open.spotify.com/artist/1' })]),
      link(3, [platform({ platform_name: 'Spotify', profile_url: 'javascript:alert(1)' })]),
      link(4, [platform({ platform_name: 'Spotify', profile_url: '   ' })]),
    ];
    expect(smartLinkUrlWarning.check(catalogue({ smartLinks })).map((f) => f.value)).toEqual([
      'Spotify',
      'Spotify (open.spotify.com/artist/1)',
      'Spotify (javascript:alert(1))',
      'Spotify',
    ]);
  });

  it('finds nothing for an artist without entries', () => {
    expect(smartLinkUrlWarning.check(catalogue({ smartLinks: [link(1, [])] }))).toEqual([]);
  });
});
