// The artist's TODO list of a generated post, written in the campaign's artist materials
// language. Label-made graphics (countdowns, release cards) need nothing from the artist.
import type { MaterialNeeded } from '@/api/types';
import type { Random } from '../../seed/random';
import { isVideoFormat, type PostKind } from './kinds';

type Need = { type: MaterialNeeded['type']; en: string; fr: string; specs: string };

const N = {
  chorusClip: {
    type: 'video',
    en: 'Film a 15-second vertical clip singing the chorus',
    fr: 'Filmer un clip vertical de 15 secondes en chantant le refrain',
    specs: '9:16, 1080x1920, MP4, max 60 s',
  },
  studioClips: {
    type: 'video',
    en: 'Record three short phone clips in the studio',
    fr: 'Filmer trois courtes vidéos au téléphone en studio',
    specs: '9:16, 1080x1920, 5–10 s each',
  },
  liveClip: {
    type: 'video',
    en: 'Send a live performance clip of the song',
    fr: 'Envoyer un extrait de performance live de la chanson',
    specs: '9:16 or 16:9, 1080p, 30–60 s',
  },
  videoMaster: {
    type: 'video',
    en: 'Deliver the final music video master',
    fr: 'Livrer le master final du clip',
    specs: '16:9, 1920x1080, MP4 H.264',
  },
  thankYouClip: {
    type: 'video',
    en: 'Record a 20-second thank-you message to camera',
    fr: 'Enregistrer un message de remerciement de 20 secondes face caméra',
    specs: '9:16, 1080x1920, max 30 s',
  },
  acapella: {
    type: 'audio',
    en: 'Send the a cappella stem of the chorus',
    fr: 'Envoyer la piste a cappella du refrain',
    specs: 'WAV or MP3, 44.1 kHz, 15–30 s',
  },
  acoustic: {
    type: 'audio',
    en: 'Record a 20-second acoustic snippet of the bridge',
    fr: 'Enregistrer un extrait acoustique de 20 secondes du pont',
    specs: 'WAV or MP3, 44.1 kHz, 15–30 s',
  },
  photos: {
    type: 'other',
    en: 'Send three candid photos from the studio session',
    fr: 'Envoyer trois photos spontanées de la session en studio',
    specs: '4:5, at least 1080x1350, JPG',
  },
  lyricLine: {
    type: 'other',
    en: 'Choose the lyric line you want highlighted',
    fr: 'Choisir la phrase des paroles à mettre en avant',
    specs: 'Plain text',
  },
  threeWords: {
    type: 'other',
    en: 'Share three words that describe the record',
    fr: 'Donner trois mots qui décrivent le projet',
    specs: 'Plain text',
  },
  fanPicks: {
    type: 'other',
    en: 'Pick your three favourite fan videos',
    fr: 'Choisir vos trois vidéos de fans préférées',
    specs: 'Links or @handles',
  },
  answers: {
    type: 'other',
    en: 'Answer five fan questions',
    fr: 'Répondre à cinq questions de fans',
    specs: 'Plain text, one answer per line',
  },
} satisfies Record<string, Need>;

function needsFor(kind: PostKind, video: boolean, youtubeVideo: boolean): Need[] {
  switch (kind) {
    case 'teaser':
      return [N.chorusClip, N.threeWords];
    case 'behind':
      return video ? [N.studioClips] : [N.photos];
    case 'live':
      return [N.liveClip, N.acoustic];
    case 'lyrics':
      return [N.acapella, N.lyricLine];
    case 'fans':
      return [N.fanPicks];
    case 'video':
      return youtubeVideo ? [N.videoMaster] : [];
    case 'thanks':
      return video ? [N.thankYouClip] : [];
    case 'community':
      return [N.answers];
    case 'announce':
      return video ? [N.chorusClip] : [N.threeWords];
    case 'outnow':
      return video ? [N.chorusClip] : [];
    default:
      return [];
  }
}

/**
 * The TODO list. The enabled flag varies on purpose: true, false (switched off by staff) or
 * absent, which the contract reads as enabled.
 */
export function materialsNeeded(
  kind: PostKind,
  platform: string,
  format: string,
  materialsLanguage: string,
  random: Random,
): MaterialNeeded[] {
  const video = isVideoFormat(platform, format);
  const french = materialsLanguage.startsWith('fr');
  return needsFor(kind, video, platform === 'youtube' && format === 'video').map((need, i) => {
    const item: MaterialNeeded = {
      type: need.type,
      task: french ? need.fr : need.en,
      specs: need.specs,
    };
    const roll = random.next();
    if (i > 0 && roll < 0.3) item.enabled = false;
    else if (roll < 0.7) item.enabled = true;
    return item;
  });
}

/** Whether a TODO item counts: a missing flag means enabled. */
export const isEnabled = (item: MaterialNeeded): boolean => item.enabled !== false;
