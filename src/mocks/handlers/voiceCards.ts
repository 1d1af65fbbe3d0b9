// Tag voice-cards: the per-artist voice card, its reset, and a sample post written with it.
import { http } from 'msw';
import type { VoiceCard } from '../../api/types';
import {
  EMOJI_STYLES,
  LINE_FIELDS,
  SLIDER_MAX,
  SLIDER_MIN,
  VOICE_CARD_DEFAULTS,
  VOICE_SLIDERS,
  type VoiceCardFields,
} from '../../api/voiceCardDefaults';
import { db } from '../db/database';
import type { Database, VoiceCardRow } from '../db/schema';
import { api, intParam, jsonBody, notFound, ok } from '../http';
import { FieldErrors, has, invalid, route, simulateWork } from '../promotion/route';
import { previewPost } from './voiceCards/preview';

const findArtist = (database: Database, id: string | readonly string[] | undefined) => {
  const artistId = intParam(id);
  return database.artists.find((a) => a.id === artistId);
};

function cardView(database: Database, artistId: number): VoiceCard {
  const row = database.voiceCards.find((c) => c.artist_id === artistId);
  if (!row) return { exists: false, ...VOICE_CARD_DEFAULTS };
  const { artist_id: _artistId, ...fields } = row;
  return { exists: true, ...fields };
}

/** The card to save: sent fields validated, absent ones at their default (the contract's rule). */
function readCard(body: Record<string, unknown>): { card: VoiceCardFields; errors: FieldErrors } {
  const errors = new FieldErrors();
  const card: VoiceCardFields = { ...VOICE_CARD_DEFAULTS };
  for (const field of LINE_FIELDS) {
    if (!has(body, field)) continue;
    const value = body[field];
    if (typeof value === 'string') card[field] = value;
    else errors.add(field, `${field} must be text (one item per line)`);
  }
  if (has(body, 'emoji_style')) {
    const style = EMOJI_STYLES.find((s) => s === body.emoji_style);
    if (style) card.emoji_style = style;
    else errors.add('emoji_style', `emoji_style must be one of ${EMOJI_STYLES.join(', ')}`);
  }
  for (const slider of VOICE_SLIDERS) {
    if (!has(body, slider)) continue;
    const value = body[slider];
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= SLIDER_MIN &&
      value <= SLIDER_MAX
    ) {
      card[slider] = value;
    } else
      errors.add(slider, `${slider} must be a whole number from ${SLIDER_MIN} to ${SLIDER_MAX}`);
  }
  return { card, errors };
}

export const voiceCardHandlers = [
  http.get(
    api('/voice-cards/:artistId'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      return artist ? ok(cardView(database, artist.id)) : notFound('Artist');
    }),
  ),

  http.post(
    api('/voice-cards/:artistId'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const { card, errors } = readCard(await jsonBody(request));
      if (errors.failed) return invalid(errors.list);
      const row: VoiceCardRow = { ...card, artist_id: artist.id };
      database.voiceCards = [...database.voiceCards.filter((c) => c.artist_id !== artist.id), row];
      return ok(cardView(database, artist.id), { message: 'Voice card saved' });
    }),
  ),

  // Reset removes the saved card: the artist is back to the defaults with exists false, the
  // same answer GET gives before anything was saved.
  http.post(
    api('/voice-cards/:artistId/reset'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      database.voiceCards = database.voiceCards.filter((c) => c.artist_id !== artist.id);
      return ok(cardView(database, artist.id), { message: 'Voice card reset to defaults' });
    }),
  ),

  http.post(
    api('/voice-cards/:artistId/preview'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const body = await jsonBody(request);
      const platform = (['instagram', 'tiktok', 'facebook'] as const).find(
        (p) => p === body.platform,
      );
      if (!platform) {
        return invalid([
          { field: 'platform', message: 'platform must be one of instagram, tiktok, facebook' },
        ]);
      }
      // Writing takes a while in real life: the screen's progress is seen in the demo too.
      await simulateWork(1_500);
      const card = cardView(database, artist.id);
      return ok({ preview_post: previewPost(database, artist, card, platform) });
    }),
  ),
];
