import { beforeEach, describe, expect, it } from 'vitest';
import type { LinkSettings, Release, SmartLinkPlatform } from '../../api/types';
import { db } from '../db/database';
import { DEFAULT_SMART_LINK_THEME } from '../../api/smartLinkTheme';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

describe('demo API: smart links', () => {
  it('lists platform entries streaming first, by sort_order, and replaces them in a batch', async () => {
    const artistId = db().linkSettings[0].artist_id;
    const list = await api<Envelope<SmartLinkPlatform[]>>(
      'GET',
      `/links/admin/${artistId}/platforms`,
    );
    const types = list.body.data.map((p) => p.platform_type);
    expect(types).toEqual([...types].sort((a, b) => (a === b ? 0 : a === 'streaming' ? -1 : 1)));
    const streaming = list.body.data
      .filter((p) => p.platform_type === 'streaming')
      .map((p) => p.sort_order);
    expect(streaming).toEqual([...streaming].sort((a, b) => a - b));

    const bad = await api<ErrorBody>('POST', `/links/admin/${artistId}/platforms/batch`, {
      platforms: [
        {
          platform_name: 'Spotify',
          profile_url: 'not a url',
          platform_type: 'streaming',
          sort_order: 1,
          is_visible: true,
        },
      ],
    });
    expect(bad.body.errors?.[0].field).toBe('platforms[0].profile_url');
    const saved = await api<Envelope<SmartLinkPlatform[]>>(
      'POST',
      `/links/admin/${artistId}/platforms/batch`,
      {
        platforms: [
          {
            platform_name: 'TikTok',
            profile_url: 'https://www.tiktok.com/@x',
            display_name: '@x',
            platform_type: 'social',
            sort_order: 1,
            is_visible: true,
          },
          {
            platform_name: 'Deezer',
            profile_url: 'https://www.deezer.com/fr/artist/1',
            platform_type: 'streaming',
            sort_order: 2,
            is_visible: false,
          },
        ],
      },
    );
    expect(saved.body.data.map((p) => p.platform_name)).toEqual(['Deezer', 'TikTok']);
    expect(db().smartLinkPlatforms.filter((p) => p.artist_id === artistId)).toHaveLength(2);
  });

  it('answers a null slug and the default theme before the first save', async () => {
    const artist = db().artists.find(
      (a) => a.linkSlug === null && !db().linkSettings.some((s) => s.artist_id === a.id),
    )!;
    const res = await api<Envelope<LinkSettings>>('GET', `/links/admin/${artist.id}/settings`);
    expect(res.body.data).toEqual({ link_slug: null, theme: DEFAULT_SMART_LINK_THEME });
  });

  it('refuses a slug another artist uses with 409, saves a free one as the artist’s linkSlug', async () => {
    const [mine, theirs] = db().linkSettings;
    const taken = await api<ErrorBody>('PUT', `/links/admin/${mine.artist_id}/settings`, {
      link_slug: theirs.link_slug,
      theme: DEFAULT_SMART_LINK_THEME,
    });
    expect(taken).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'Link slug is already taken',
        errors: [{ field: 'link_slug', message: 'Link slug is already taken' }],
      },
    });
    const invalid = await api<ErrorBody>('PUT', `/links/admin/${mine.artist_id}/settings`, {
      link_slug: 'no_underscores!',
      theme: DEFAULT_SMART_LINK_THEME,
    });
    expect(invalid.status).toBe(400);
    const saved = await api<Envelope<LinkSettings>>(
      'PUT',
      `/links/admin/${mine.artist_id}/settings`,
      {
        link_slug: 'Brand New Slug',
        theme: {
          ...DEFAULT_SMART_LINK_THEME,
          template_name: 'gradient',
          background_color: '#1B1035',
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      link_slug: 'brand-new-slug',
      theme: { template_name: 'gradient' },
    });
    expect(db().artists.find((a) => a.id === mine.artist_id)?.linkSlug).toBe('brand-new-slug');
  });

  it('lists albums and published songs as releases and accepts pre-saves of them', async () => {
    const album = db().albums[0];
    const res = await api<Envelope<Release[]>>('GET', `/links/admin/${album.artist_id}/releases`);
    const releases = res.body.data;
    expect(releases).toContainEqual(
      expect.objectContaining({ id: album.id, type: album.album_type }),
    );
    expect(new Set(releases.map((r) => r.id)).size).toBe(releases.length);
    const presave = await api<Envelope<{ release_ids: number[] }>>(
      'POST',
      `/links/admin/${album.artist_id}/presave-releases`,
      { release_ids: [album.id] },
    );
    expect(presave.body.data).toEqual({ release_ids: [album.id] });
    const unknown = await api('POST', `/links/admin/${album.artist_id}/presave-releases`, {
      release_ids: [987654],
    });
    expect(unknown.status).toBe(400);
  });
});
