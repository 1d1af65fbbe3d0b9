// Production descriptions (what to shoot or design) in English and French; the campaign's
// production_description_language decides which one the team reads first.
import type { PostKind } from './kinds';

type Scenes = Record<PostKind, [en: string, fr: string]>;

const SCENES: Scenes = {
  announce: [
    '{artist} in soft studio light holding the {album} artwork, release date in clean white type.',
    '{artist} sous une lumière douce de studio, la pochette de {album} en main, date de sortie en lettres blanches.',
  ],
  teaser: [
    'close-up of {artist} singing the chorus of {song}, quick cuts on the beat, title card at the end.',
    'gros plan sur {artist} qui chante le refrain de {song}, coupes rapides sur le rythme, carton-titre à la fin.',
  ],
  presave: [
    '{album} cover on a phone screen with an animated pre-save button and the link sticker.',
    'pochette de {album} sur un écran de téléphone avec un bouton de pré-enregistrement animé et le lien.',
  ],
  countdown: [
    '{album} cover with a bold countdown number overlay and subtle film grain.',
    'pochette de {album} avec un grand chiffre de compte à rebours en surimpression et un léger grain.',
  ],
  outnow: [
    '{album} cover with an “Out now” stamp and the streaming logos along the bottom edge.',
    'pochette de {album} avec la mention « Disponible maintenant » et les logos des plateformes en bas.',
  ],
  video: [
    'key frames from the {song} video, cinematic grade, artist name and title in the lower third.',
    'images clés du clip de {song}, étalonnage cinéma, nom de l’artiste et titre en bas de l’écran.',
  ],
  live: [
    'handheld live footage of {artist} performing {song}, warm stage lights and the crowd in soft focus.',
    'images live à l’épaule de {artist} qui interprète {song}, lumières de scène chaudes, public flou.',
  ],
  lyrics: [
    'one lyric line from {song} typed over a slow-moving texture of the {album} artwork.',
    'une phrase de {song} tapée à l’écran sur une texture lente tirée de la pochette de {album}.',
  ],
  fans: [
    'split-screen montage of fan videos using {song}, each credited with the fan’s handle.',
    'montage en écran partagé de vidéos de fans sur {song}, chacune créditée avec le pseudo du fan.',
  ],
  behind: [
    'candid studio moments of {artist} writing {song}, warm tones, handwritten notes in frame.',
    'moments spontanés en studio pendant l’écriture de {song}, tons chauds, notes manuscrites visibles.',
  ],
  thanks: [
    '{artist} speaking to camera with a handwritten thank-you card, the {album} vinyl in frame.',
    '{artist} face caméra avec une carte de remerciement manuscrite, le vinyle de {album} dans le cadre.',
  ],
  community: [
    'clean question card in the {album} colour palette next to a portrait of {artist}.',
    'carte de question épurée aux couleurs de {album} à côté d’un portrait de {artist}.',
  ],
  next: [
    'dark teaser frame with a blurred silhouette of {artist} and the words “what’s next”.',
    'image sombre avec la silhouette floue de {artist} et les mots « la suite ».',
  ],
};

function frame(platform: string, format: string): [en: string, fr: string] {
  if (platform === 'youtube' && format === 'video') return ['16:9 landscape video', 'Vidéo 16:9'];
  if (platform === 'tiktok' || ['reel', 'short', 'story'].includes(format)) {
    return ['Vertical 9:16 video', 'Vidéo verticale 9:16'];
  }
  if (format === 'video') return ['Square 1:1 video', 'Vidéo carrée 1:1'];
  if (platform === 'instagram') return ['Portrait 4:5 image', 'Image portrait 4:5'];
  return ['Square 1:1 image', 'Image carrée 1:1'];
}

export function visualDescriptions(
  kind: PostKind,
  platform: string,
  format: string,
  fill: (text: string) => string,
): { en: string; fr: string } {
  const [sceneEn, sceneFr] = SCENES[kind];
  const [frameEn, frameFr] = frame(platform, format);
  return { en: `${frameEn}: ${fill(sceneEn)}`, fr: `${frameFr} : ${fill(sceneFr)}` };
}
