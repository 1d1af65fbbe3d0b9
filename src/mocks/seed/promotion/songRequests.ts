// Song requests submitted by artists: mostly pending, some approved and rejected, spread over
// the last two months. languages appears in both encodings the contract allows.
import type { SongRequestStatus } from '@/api/types';
import type { Database, SongRequestRow } from '../../db/schema';
import { DAY_MS, isoDateTime } from '../../promotion/dates';
import { createRandom } from '../random';
import { mediaOf } from './catalogue';

interface Idea {
  title: string;
  language: 'English' | 'French' | 'Spanish';
  description: string;
  genre_tags: string;
  mood: string;
  tempo: string;
  instruments: string;
  theme: string;
  production_style: string;
  vocal_style: string;
  lyrics?: string;
}

const IDEAS: Idea[] = [
  {
    title: 'Aurore boréale',
    language: 'French',
    description: 'Bonus track idea for the deluxe edition.',
    genre_tags: 'indie pop, dream pop',
    mood: 'Hopeful',
    tempo: '96 BPM',
    instruments: 'Piano, pads, brushed drums',
    theme: 'First light after a long winter',
    production_style: 'Wide reverb, airy mix',
    vocal_style: 'Soft falsetto',
    lyrics: 'Quand l’aurore se lève sur la baie\nJe compte les étoiles qui restent',
  },
  {
    title: 'Lakeshore Nights',
    language: 'English',
    description: 'Summer single about driving the Gardiner at 2 a.m.',
    genre_tags: 'hip-hop, r&b',
    mood: 'Laid-back',
    tempo: '88 BPM',
    instruments: 'Rhodes, 808s, guitar loop',
    theme: 'City nights',
    production_style: 'Warm, sample-based',
    vocal_style: 'Melodic rap',
  },
  {
    title: 'Queen Street Freestyle',
    language: 'English',
    description: 'One-take freestyle over a boom-bap beat.',
    genre_tags: 'hip-hop',
    mood: 'Confident',
    tempo: '90 BPM',
    instruments: 'Drum machine, sampled piano',
    theme: 'Hometown pride',
    production_style: 'Dusty, sample-based',
    vocal_style: 'Rapid-fire rap',
  },
  {
    title: 'Marée haute',
    language: 'French',
    description: 'Ballade piano-voix écrite en Gaspésie.',
    genre_tags: 'chanson, folk',
    mood: 'Melancholic',
    tempo: '72 BPM',
    instruments: 'Piano, cello',
    theme: 'The sea and leaving home',
    production_style: 'Intimate, close-miked',
    vocal_style: 'Warm alto',
    lyrics: 'La marée monte et je reste là\nÀ compter les bateaux qui ne reviennent pas',
  },
  {
    title: 'Paper Planes',
    language: 'English',
    description: 'Upbeat pop song for the summer playlist push.',
    genre_tags: 'pop, synth-pop',
    mood: 'Playful',
    tempo: '118 BPM',
    instruments: 'Synths, claps, bass guitar',
    theme: 'Childhood friends',
    production_style: 'Bright, punchy',
    vocal_style: 'Breathy pop',
  },
  {
    title: 'Dernier métro',
    language: 'French',
    description: 'Titre électro-pop sur les fins de soirée à Montréal.',
    genre_tags: 'electro-pop',
    mood: 'Nostalgic',
    tempo: '110 BPM',
    instruments: 'Analog synths, drum machine',
    theme: 'Last train home',
    production_style: 'Retro 80s',
    vocal_style: 'Spoken-sung',
  },
  {
    title: 'Golden Hour',
    language: 'English',
    description: 'Acoustic duet idea with a guest vocalist.',
    genre_tags: 'folk, acoustic',
    mood: 'Tender',
    tempo: '84 BPM',
    instruments: 'Acoustic guitar, harmonium',
    theme: 'Falling in love slowly',
    production_style: 'Live-off-the-floor',
    vocal_style: 'Two-part harmony',
  },
  {
    title: 'Cielo de invierno',
    language: 'Spanish',
    description: 'Bolero moderno para la edición de invierno.',
    genre_tags: 'latin pop, bolero',
    mood: 'Romantic',
    tempo: '76 BPM',
    instruments: 'Nylon guitar, strings, bongos',
    theme: 'Winter far from home',
    production_style: 'Lush, cinematic',
    vocal_style: 'Crooning',
    lyrics: 'Bajo este cielo de invierno\nte sigo buscando',
  },
  {
    title: 'Slow Motion',
    language: 'English',
    description: 'Late-night R&B track, possible remix candidate.',
    genre_tags: 'r&b, neo-soul',
    mood: 'Sensual',
    tempo: '68 BPM',
    instruments: 'Rhodes, bass, live drums',
    theme: 'Taking it slow',
    production_style: 'Warm, analog',
    vocal_style: 'Silky falsetto',
  },
  {
    title: 'Sous la neige',
    language: 'French',
    description: 'Chanson des fêtes pour décembre.',
    genre_tags: 'pop, holiday',
    mood: 'Cozy',
    tempo: '92 BPM',
    instruments: 'Celesta, piano, sleigh bells',
    theme: 'Holidays in the snow',
    production_style: 'Classic, warm',
    vocal_style: 'Light and bright',
  },
  {
    title: 'Runaway Train',
    language: 'English',
    description: 'Rock-leaning single to open the live set.',
    genre_tags: 'indie rock',
    mood: 'Urgent',
    tempo: '140 BPM',
    instruments: 'Electric guitars, bass, drums',
    theme: 'Escaping routine',
    production_style: 'Raw, roomy drums',
    vocal_style: 'Belted',
  },
  {
    title: 'Café minuit',
    language: 'French',
    description: 'Jazz-pop intimiste, piste bonus possible.',
    genre_tags: 'jazz-pop',
    mood: 'Intimate',
    tempo: '86 BPM',
    instruments: 'Upright bass, brushes, piano',
    theme: 'Late conversations',
    production_style: 'Vintage, warm',
    vocal_style: 'Whispered',
  },
  {
    title: 'Northern Lines',
    language: 'English',
    description: 'Atmospheric track for the tour intro.',
    genre_tags: 'ambient pop',
    mood: 'Dreamy',
    tempo: '100 BPM',
    instruments: 'Pads, guitar delays, sub bass',
    theme: 'Road trips up north',
    production_style: 'Spacious, layered',
    vocal_style: 'Airy',
  },
  {
    title: 'Fuego lento',
    language: 'Spanish',
    description: 'Reggaetón suave para el verano.',
    genre_tags: 'reggaeton, latin pop',
    mood: 'Flirty',
    tempo: '94 BPM',
    instruments: 'Dembow drums, synth bass, guitar',
    theme: 'Summer romance',
    production_style: 'Polished, modern',
    vocal_style: 'Melodic',
  },
  {
    title: 'Hometown',
    language: 'English',
    description: 'Stripped-back song about leaving Sudbury.',
    genre_tags: 'singer-songwriter',
    mood: 'Bittersweet',
    tempo: '78 BPM',
    instruments: 'Acoustic guitar, pedal steel',
    theme: 'Where I come from',
    production_style: 'Sparse',
    vocal_style: 'Conversational',
  },
  {
    title: 'Les heures bleues',
    language: 'French',
    description: 'Morceau instrumental avec voix parlée.',
    genre_tags: 'trip-hop',
    mood: 'Moody',
    tempo: '82 BPM',
    instruments: 'Vinyl crackle, piano, strings',
    theme: 'The hour before dawn',
    production_style: 'Lo-fi',
    vocal_style: 'Spoken word',
  },
  {
    title: 'Static Love',
    language: 'English',
    description: 'Synthwave single with a big chorus.',
    genre_tags: 'synthwave, pop',
    mood: 'Euphoric',
    tempo: '124 BPM',
    instruments: 'Arpeggiators, gated drums',
    theme: 'Love over long distance',
    production_style: 'Glossy, 80s',
    vocal_style: 'Anthemic',
  },
  {
    title: 'Mile End',
    language: 'English',
    description: 'Bilingual indie song about the neighbourhood.',
    genre_tags: 'indie pop',
    mood: 'Sunny',
    tempo: '108 BPM',
    instruments: 'Jangly guitars, tambourine',
    theme: 'Neighbourhood life',
    production_style: 'Lo-fi indie',
    vocal_style: 'Casual',
  },
  {
    title: 'Rooftop Summer',
    language: 'English',
    description: 'Feature request with a DJ from Toronto.',
    genre_tags: 'dance, house',
    mood: 'Energetic',
    tempo: '122 BPM',
    instruments: 'Piano house chords, claps',
    theme: 'Summer parties',
    production_style: 'Club-ready',
    vocal_style: 'Hooky',
  },
  {
    title: 'Corazón de papel',
    language: 'Spanish',
    description: 'Balada acústica en español e inglés.',
    genre_tags: 'latin folk',
    mood: 'Vulnerable',
    tempo: '70 BPM',
    instruments: 'Guitar, cajón',
    theme: 'A fragile heart',
    production_style: 'Organic',
    vocal_style: 'Raw',
  },
  {
    title: 'Parachute',
    language: 'English',
    description: 'Pop-punk energy for the festival season.',
    genre_tags: 'pop-punk',
    mood: 'Rebellious',
    tempo: '160 BPM',
    instruments: 'Guitars, bass, fast drums',
    theme: 'Jumping without a plan',
    production_style: 'Loud, tight',
    vocal_style: 'Shouted choruses',
  },
  {
    title: 'Boulevard',
    language: 'French',
    description: 'Rap mélodique sur la rue Saint-Laurent.',
    genre_tags: 'rap, r&b',
    mood: 'Reflective',
    tempo: '84 BPM',
    instruments: '808s, guitar sample',
    theme: 'Growing up on the boulevard',
    production_style: 'Modern trap',
    vocal_style: 'Melodic rap',
  },
  {
    title: 'Echoes',
    language: 'English',
    description: 'Cinematic ballad for a sync placement pitch.',
    genre_tags: 'cinematic pop',
    mood: 'Epic',
    tempo: '66 BPM',
    instruments: 'Orchestra, piano, choir',
    theme: 'Memories that stay',
    production_style: 'Big, orchestral',
    vocal_style: 'Powerful',
  },
  {
    title: 'Première neige',
    language: 'French',
    description: 'Chanson douce pour l’hiver, version piano.',
    genre_tags: 'chanson, pop',
    mood: 'Gentle',
    tempo: '74 BPM',
    instruments: 'Piano, glockenspiel',
    theme: 'First snow',
    production_style: 'Minimal',
    vocal_style: 'Soft',
  },
  {
    title: 'Neon Skyline',
    language: 'English',
    description: 'Second single candidate, demo recorded at home.',
    genre_tags: 'alt-pop',
    mood: 'Restless',
    tempo: '112 BPM',
    instruments: 'Synth bass, guitars, drum machine',
    theme: 'Insomnia in the city',
    production_style: 'Dark, punchy',
    vocal_style: 'Falsetto hooks',
  },
];

const APPROVE_NOTES = [
  'Great fit for the deluxe edition; scheduling studio time next month.',
  'Approved — let’s record it with the live band.',
  'Love the hook. Booking a co-writing session.',
];
const REJECT_NOTES = [
  'Needs a cleared sample before we can release it.',
  'Too close to the last single; try a different hook.',
  'Not the direction for this album cycle, let’s revisit next year.',
];

const STATUS_PLAN: SongRequestStatus[] = ['pending', 'pending', 'approved', 'pending', 'rejected'];

export function seedSongRequests(database: Database, now: number): void {
  const random = createRandom(0x50c);
  const artists = [...database.artists].sort((a, b) => a.id - b.id).slice(0, 8);
  if (!artists.length) return;
  const rows: SongRequestRow[] = IDEAS.map((idea, i) => {
    const artist = artists[i % artists.length];
    const audio = mediaOf(database, artist.id, 'audio');
    const demos = audio.filter((m) => m.category === 'demos');
    const file = random.chance(0.75) ? random.pick(demos.length ? demos : audio) : undefined;
    const status = STATUS_PLAN[i % STATUS_PLAN.length];
    const languages = [{ name: idea.language }, ...(i % 6 === 0 ? [{ name: 'English' }] : [])];
    return {
      id: i + 1,
      artist_id: artist.id,
      title: idea.title,
      artist_name: artist.stageName,
      // Whole minutes, as a form submission would be stamped.
      requested_at: isoDateTime(
        Math.round((now - (i * 2.3 + random.next()) * DAY_MS) / 60_000) * 60_000,
      ),
      status,
      description: idea.description,
      lyrics: idea.lyrics ?? null,
      audio_file_id: file?.id ?? null,
      audio_filename: file?.original_filename ?? null,
      // Older requests were stored with the list JSON-encoded; the contract allows both.
      languages: i % 3 === 2 ? JSON.stringify(languages) : languages,
      genre_tags: idea.genre_tags,
      mood: idea.mood,
      tempo: idea.tempo,
      instruments: idea.instruments,
      theme: idea.theme,
      production_style: idea.production_style,
      vocal_style: idea.vocal_style,
      admin_notes:
        status === 'approved'
          ? random.pick(APPROVE_NOTES)
          : status === 'rejected'
            ? random.pick(REJECT_NOTES)
            : null,
    };
  });
  database.songRequests.push(...rows);
}
