import { describe, expect, it } from 'vitest';
import type { SmartLinkPlatform } from '@/api/types';
import { linkTarget, shownEntries, toFormValues, toPlatformInputs } from './formValues';

const platform = (overrides: Partial<SmartLinkPlatform>): SmartLinkPlatform => ({
  id: 1,
  platform_name: 'Spotify',
  profile_url: 'https://open.spotify.com/artist/1',
  display_name: null,
  platform_type: 'streaming',
  sort_order: 1,
  is_visible: true,
  ...overrides,
});

describe('the manager’s form values', () => {
  it('start from the spec’s default theme for an artist without settings', () => {
    expect(toFormValues(undefined, undefined)).toEqual({
      link_slug: '',
      theme: {
        template_name: 'minimal',
        background_color: '#000000',
        text_color: '#FFFFFF',
        button_color: '#FF6B00',
        button_text_color: '#FFFFFF',
        font_family: 'Montserrat',
        background_image_id: null,
        use_signature: 0,
        signature_image_id: null,
        signature_color_overlay: '#FFFFFF',
        custom_css: null,
      },
      streaming: [],
      social: [],
    });
  });

  it('split the saved entries by type, in their order', () => {
    const values = toFormValues({ link_slug: 'jayo', theme: toFormValues(undefined, []).theme }, [
      platform({ id: 3, platform_name: 'Deezer', sort_order: 2 }),
      platform({ id: 4, platform_name: 'TikTok', platform_type: 'social', sort_order: 1 }),
      platform({ id: 5, platform_name: 'Tidal', sort_order: 1, display_name: 'Hi-fi' }),
    ]);
    expect(values.link_slug).toBe('jayo');
    expect(values.streaming.map((e) => [e.platform_name, e.display_name])).toEqual([
      ['Tidal', 'Hi-fi'],
      ['Deezer', ''],
    ]);
    expect(values.social.map((e) => e.platform_name)).toEqual(['TikTok']);
  });

  it('send both lists in one batch, numbered from 1 in each, blank rows left out', () => {
    const values = toFormValues(undefined, []);
    values.streaming = [
      {
        platform_name: 'Deezer',
        profile_url: ' https://deezer.com/a ',
        display_name: ' ',
        is_visible: true,
      },
      { platform_name: '', profile_url: '', display_name: '', is_visible: true },
      {
        platform_name: 'Spotify',
        profile_url: 'https://open.spotify.com/a',
        display_name: 'Listen',
        is_visible: false,
      },
    ];
    values.social = [
      {
        platform_name: 'Instagram',
        profile_url: 'https://instagram.com/a',
        display_name: '',
        is_visible: true,
      },
    ];
    expect(toPlatformInputs(values)).toEqual([
      {
        platform_name: 'Deezer',
        profile_url: 'https://deezer.com/a',
        display_name: null,
        platform_type: 'streaming',
        sort_order: 1,
        is_visible: true,
      },
      {
        platform_name: 'Spotify',
        profile_url: 'https://open.spotify.com/a',
        display_name: 'Listen',
        platform_type: 'streaming',
        sort_order: 2,
        is_visible: false,
      },
      {
        platform_name: 'Instagram',
        profile_url: 'https://instagram.com/a',
        display_name: null,
        platform_type: 'social',
        sort_order: 1,
        is_visible: true,
      },
    ]);
  });

  it('show only visible entries with both a platform and a URL, and link only http(s)', () => {
    const entries = [
      {
        platform_name: 'Spotify',
        profile_url: 'https://open.spotify.com/a',
        display_name: '',
        is_visible: true,
      },
      {
        platform_name: 'Deezer',
        profile_url: 'https://deezer.com/a',
        display_name: '',
        is_visible: false,
      },
      { platform_name: '', profile_url: 'https://tidal.com/a', display_name: '', is_visible: true },
      { platform_name: 'Tidal', profile_url: '  ', display_name: '', is_visible: true },
      {
        platform_name: 'Bandcamp',
        profile_url: 'javascript:alert(1)',
        display_name: '',
        is_visible: true,
      },
    ];
    const shown = shownEntries(entries);
    expect(shown.map((e) => e.platform_name)).toEqual(['Spotify', 'Bandcamp']);
    expect(shown.map(linkTarget)).toEqual(['https://open.spotify.com/a', null]);
  });
});
