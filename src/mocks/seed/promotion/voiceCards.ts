// Voice cards for about half of the artists with albums (every other one); the rest answer the
// defaults with exists false until someone saves a card.
import type { VoiceCard } from '@/api/types';
import type { Database, VoiceCardRow } from '../../db/schema';
import { DEFAULT_PLATFORM_NUANCES, VOICE_CARD_DEFAULTS } from '@/api/voiceCardDefaults';
import { createRandom } from '../random';
import { artistLanguage, artistsWithAlbums } from './catalogue';

const LEXICON: Record<'en' | 'fr' | 'es', string[]> = {
  en: ['late nights', 'city lights', 'no skips', 'for the real ones', 'on repeat', 'golden hour'],
  fr: ['lumière', 'fleuve', 'nuit blanche', 'pour vrai', 'en boucle', 'la gang'],
  es: ['corazón', 'madrugada', 'sin miedo', 'a fuego lento', 'pa’ la gente', 'en repeat'],
};

const CASING = [
  'Lowercase captions except artist and release names',
  'Sentence case; release titles in capitals',
  'No ALL CAPS except one word for emphasis',
  '',
];

const CADENCE = [
  'Short lines.\nOne idea per line.',
  'Start with a question.\nEnd with a call to listen.',
  'Two sentences max before the hashtags.',
];

const TABOOS = [
  'Alcohol brands\nPolitics',
  'Ex-partners\nRival artists',
  'Religion\nDiet talk',
  '',
];

const BOUNDARIES = [
  'Never invent tour dates\nNo chart or streaming-number claims',
  'Do not name collaborators before they are announced',
  'No release dates other than the confirmed one',
];

const EMOJI_STYLES: VoiceCard['emoji_style'][] = ['light', 'medium', 'heavy', 'none'];

export function seedVoiceCards(database: Database): void {
  const random = createRandom(0x70ce);
  artistsWithAlbums(database).forEach((artist, index) => {
    if (index % 2 === 1) return;
    const base = artistLanguage(database, artist);
    const words = LEXICON[base.startsWith('fr') ? 'fr' : base === 'es' ? 'es' : 'en'];
    const card: VoiceCardRow = {
      ...VOICE_CARD_DEFAULTS,
      artist_id: artist.id,
      lexicon: random.sample(words, random.int(3, 5)).join('\n'),
      emoji_style: random.pick(EMOJI_STYLES),
      casing_rules: random.pick(CASING),
      cadence_notes: random.pick(CADENCE),
      funny: random.int(1, 10),
      humble: random.int(3, 10),
      flex: random.int(1, 8),
      poetic: random.int(2, 10),
      technical: random.int(1, 6),
      mysterious: random.int(1, 9),
      taboos: random.pick(TABOOS),
      factual_boundaries: random.pick(BOUNDARIES),
      platform_nuances: random.chance(0.5)
        ? DEFAULT_PLATFORM_NUANCES
        : `Instagram: dreamy, 3 hashtags max.\nTikTok: playful, ${base === 'en' ? 'English' : 'native language'} first.\nFacebook: warm, mention the release date.`,
    };
    database.voiceCards.push(card);
  });
}
