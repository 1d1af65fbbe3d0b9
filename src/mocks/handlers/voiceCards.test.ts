import { beforeEach, describe, expect, it } from 'vitest';
import type { VoiceCard } from '../../api/types';
import { db } from '../db/database';
import { VOICE_CARD_DEFAULTS } from '../../api/voiceCardDefaults';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

const artistWithoutCard = () =>
  db().artists.find((a) => !db().voiceCards.some((c) => c.artist_id === a.id))!;

describe('demo API: voice cards', () => {
  it('answers exists false with defaults, then exists true once saved, and resets', async () => {
    const artist = artistWithoutCard();
    const before = await api<Envelope<VoiceCard>>('GET', `/voice-cards/${artist.id}`);
    expect(before.body.data).toEqual({ exists: false, ...VOICE_CARD_DEFAULTS });
    expect(before.body.data.platform_nuances.split('\n')).toHaveLength(3);

    const saved = await api<Envelope<VoiceCard>>('POST', `/voice-cards/${artist.id}`, {
      lexicon: 'late nights\ncity lights',
      emoji_style: 'light',
      funny: 9,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      exists: true,
      lexicon: 'late nights\ncity lights',
      emoji_style: 'light',
      funny: 9,
      humble: 7,
    });
    const after = await api<Envelope<VoiceCard>>('GET', `/voice-cards/${artist.id}`);
    expect(after.body.data.exists).toBe(true);

    const reset = await api<Envelope<VoiceCard>>('POST', `/voice-cards/${artist.id}/reset`);
    expect(reset.body.data).toEqual({ exists: false, ...VOICE_CARD_DEFAULTS });
  });

  it('refuses sliders outside 1 to 10 with field errors', async () => {
    const artist = artistWithoutCard();
    const res = await api<ErrorBody>('POST', `/voice-cards/${artist.id}`, { funny: 11, poetic: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['funny', 'poetic']);
    expect(db().voiceCards.some((c) => c.artist_id === artist.id)).toBe(false);
  });

  it('writes a preview post with the card’s lexicon and casing', async () => {
    const artist = artistWithoutCard();
    await api('POST', `/voice-cards/${artist.id}`, {
      lexicon: 'Neon Rivers\nslow burn',
      casing_rules: 'Lowercase captions except artist and release names',
      emoji_style: 'none',
    });
    const res = await api<Envelope<{ preview_post: string }>>(
      'POST',
      `/voice-cards/${artist.id}/preview`,
      { platform: 'facebook' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.preview_post).toContain('neon rivers');
    expect(res.body.data.preview_post).toContain(artist.stageName);
    const bad = await api('POST', `/voice-cards/${artist.id}/preview`, { platform: 'myspace' });
    expect(bad.status).toBe(400);
    expect((await api('GET', '/voice-cards/99999')).status).toBe(404);
  });
});
