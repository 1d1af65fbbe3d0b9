import { describe, expect, it } from 'vitest';
import { validatePlatform, validateProfileUrl } from './entryValidation';

const KEYS = 'app.smart_links.platforms.validation';

describe('the validators', () => {
  const values = {
    streaming: [
      { platform_name: '', profile_url: '', display_name: '', is_visible: true },
      { platform_name: 'Deezer', profile_url: '', display_name: '', is_visible: true },
    ],
    social: [
      { platform_name: '', profile_url: 'https://x.com', display_name: '', is_visible: true },
    ],
  };

  it('read the sibling field of the same row, found by the input path', () => {
    expect(validateProfileUrl('', values, { finalSource: 'streaming.1.profile_url' })).toBe(
      `${KEYS}.url_required`,
    );
    expect(validateProfileUrl('', values, { finalSource: 'streaming.0.profile_url' })).toBe(
      undefined,
    );
    expect(validatePlatform('', values, { finalSource: 'social.0.platform_name' })).toBe(
      `${KEYS}.platform_required`,
    );
  });
});
